import { saveFile } from '@vitrine/web/components/saveFile';
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/browser';
import { rowCells, type SampleRow, sampleColumns } from './sampleRows';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * A file name a person typed, made safe for a download: no path separators or control
 * characters, the right extension once, a default when nothing usable is left.
 */
export function safeFileName(typed: string, format: ExportFormat): string {
  const base = typed
    .trim()
    .replace(/\.(csv|xlsx)$/i, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .replace(/^[.\s-]+/, '')
    .slice(0, 80);
  return `${base || 'export'}.${format}`;
}

/** The rows as CSV text, header first (papaparse quotes what needs quoting). */
export function toCsv(rows: SampleRow[]): string {
  return Papa.unparse([[...sampleColumns], ...rows.map((r) => [...rowCells(r)])]);
}

async function toXlsx(rows: SampleRow[]): Promise<Blob> {
  const header = sampleColumns.map((value) => ({ value, fontWeight: 'bold' as const }));
  return writeXlsxFile([header, ...rows.map((r) => [...rowCells(r)])], {
    columns: [{ width: 6 }, { width: 20 }, { width: 26 }],
  }).toBlob();
}

/** Builds the file in the browser and hands it to the browser's download; nothing leaves the page. */
export async function downloadRows(rows: SampleRow[], format: ExportFormat, typedName: string): Promise<string> {
  const blob = format === 'csv' ? new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }) : await toXlsx(rows);
  const name = safeFileName(typedName, format);
  saveFile(blob, name);
  return name;
}
