import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/browser';

/** A read file: the header row, the data rows as text, or the reason it could not be read. */
export type ReadResult =
  | { ok: true; header: string[]; rows: string[][]; truncated: boolean }
  | { ok: false; reason: 'type' | 'empty' | 'parse' | 'tooBig' };

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Only the first rows are shown: the page is a preview, not a spreadsheet. */
export const MAX_SHOWN_ROWS = 500;

const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** Header + rows from a grid of cells: blank rows dropped, every row as wide as the header. */
export function toTable(grid: unknown[][]): ReadResult {
  const nonBlank = grid.filter((row) => row.some((c) => cellText(c).trim() !== ''));
  if (nonBlank.length === 0) return { ok: false, reason: 'empty' };
  const [first, ...rest] = nonBlank;
  const header = first.map(cellText);
  const width = Math.max(header.length, ...rest.map((r) => r.length));
  const pad = (row: unknown[]) => Array.from({ length: width }, (_, i) => cellText(row[i]));
  return {
    ok: true,
    header: pad(header),
    rows: rest.slice(0, MAX_SHOWN_ROWS).map(pad),
    truncated: rest.length > MAX_SHOWN_ROWS,
  };
}

export function fileKind(file: File): 'csv' | 'xlsx' | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return null;
}

function parseCsv(file: File): Promise<ReadResult> {
  return new Promise((resolve) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: (result) => {
        // A stray quote makes papaparse report errors on otherwise usable data; only no data is fatal.
        if (result.data.length === 0 && result.errors.length) resolve({ ok: false, reason: 'parse' });
        else resolve(toTable(result.data));
      },
      error: () => resolve({ ok: false, reason: 'parse' }),
    });
  });
}

/** Reads a chosen or dropped file in the browser; nothing is uploaded. */
export async function readTableFile(file: File): Promise<ReadResult> {
  const kind = fileKind(file);
  if (!kind) return { ok: false, reason: 'type' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, reason: 'tooBig' };
  if (kind === 'csv') return parseCsv(file);
  try {
    return toTable(await readSheet(file));
  } catch {
    return { ok: false, reason: 'parse' };
  }
}
