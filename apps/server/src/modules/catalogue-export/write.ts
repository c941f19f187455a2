import { sheetColumns } from '@vitrine/contracts';
import { csvFile } from '../shared/csv.js';
import { type CatalogueSheet, rowTexts, type SheetCell } from './sheet.js';

/**
 * The sheet as a file. Both libraries are imported here, on the export's path only, so a server
 * that never exports never loads them (and the web app never bundles them).
 */

export const sheetTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The server's one CSV writer: UTF-8 with a byte-order mark (Excel then reads UTF-8), CRLF line ends, every text cell quoted. */
export async function sheetCsv(sheet: CatalogueSheet): Promise<Buffer> {
  return Buffer.from(csvFile(sheetColumns, sheet.rows.map(rowTexts)), 'utf8');
}

const widths: Partial<Record<(typeof sheetColumns)[number], number>> = {
  name: 32,
  description: 48,
  category: 20,
  variant_name: 20,
  sku: 16,
  variant_sku: 16,
  pictures: 40,
};

/**
 * XLSX with write-excel-file: one sheet "Products", the header bold and kept in view. Prices are
 * numbers shown with the currency's decimals (0.00, or 0 for JPY), ids and quantities whole
 * numbers, everything else text (a SKU such as 007 stays 007).
 */
export async function sheetXlsx(sheet: CatalogueSheet): Promise<Buffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const cell = (value: SheetCell) => {
    if (value === null) return null;
    if (typeof value === 'number') return { value, type: Number };
    if (typeof value === 'object') {
      const format = value.decimals ? `0.${'0'.repeat(value.decimals)}` : '0';
      return { value: Number(value.price), type: Number, format };
    }
    return value === '' ? null : { value, type: String };
  };
  const data = [
    sheetColumns.map((column) => ({ value: column, type: String, fontWeight: 'bold' as const })),
    ...sheet.rows.map((row) => sheetColumns.map((column) => cell(row[column]))),
  ];
  const file = writeXlsxFile(data, {
    sheet: 'Products',
    stickyRowsCount: 1,
    columns: sheetColumns.map((column) => ({ width: widths[column] ?? 12 })),
  });
  return file.toBuffer();
}
