import { Readable } from 'node:stream';
import {
  SHEET_LIMITS,
  type SheetColumn,
  type SheetError,
  sheetColumns,
  unescapeCsvSegments,
  unescapeFormula,
} from '@vitrine/contracts';
import { unzipWithin, ZipLimitError } from './unzip.js';

/** One data row of the sheet: its number as the spreadsheet shows it (header = 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<SheetColumn, string>>;
}

export interface ParsedSheet {
  /** The columns the file has (a column absent from the file leaves that field as it is). */
  columns: ReadonlySet<SheetColumn>;
  rows: SheetRow[];
}

/** A problem with the whole file: nothing of it is read further. */
export class SheetFileError extends Error {
  constructor(
    readonly errors: SheetError[],
    /** The answer's status: 413 for an upload over the size limit (`tooLarge`), else 422, unless said. */
    readonly status?: 413 | 422,
  ) {
    super(errors[0]?.message ?? 'The file cannot be read.');
  }
}

/**
 * What reading a sheet may cost, enforced while reading, so no upload can freeze the server: the
 * XML of an XLSX may unpack to this much in all (a real 20,000-row sheet with 480-character
 * descriptions unpacks to 19 MB), and a row may have at most this many cells (the sheet has 12
 * columns).
 */
export const READ_LIMITS = {
  maxXlsxUnpackedBytes: 64 * 1024 * 1024,
  maxCells: 1000,
  /**
   * Records read in all, empty lines included: csv-parse spends about 0.1 ms on each record whose
   * length differs from the header's (it builds an error it then ignores), so a file of nothing
   * but line breaks must not be read to its end.
   */
  maxRecords: 2 * SHEET_LIMITS.maxRows,
} as const;

const fileError = (problem: SheetError['problem'], message: string, column: string | null = null): SheetError => ({
  row: null,
  column,
  problem,
  message,
});

/** XLSX (and every Office Open XML file) is a ZIP: it starts with `PK\x03\x04`. */
export const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A cell as text. Numbers are written back as a person typed them (15 significant digits, so a
 * stored 19.99 is never 19.990000000000002), booleans as yes/no, dates as ISO days.
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * The text of a cell as the owner meant it: outer spaces trimmed, and the apostrophes that export
 * puts before a formula character (`'=SUM…`, OWASP's CSV-injection advice) taken off again: at the
 * cell's start, and in a CSV also after a separator inside it (`x;'=1`, see shared/csv.ts).
 */
function cleanCell(text: string, csv: boolean): string {
  const trimmed = text.replace(/^[ \u00a0]+|[ \u00a0\r\n]+$/g, '');
  const unescaped = unescapeFormula(trimmed);
  const cell = unescaped === trimmed ? trimmed.trim() : unescaped;
  return csv ? unescapeCsvSegments(cell) : cell;
}

/** `Variant Name ` → `variant_name`. */
const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Files owners send by mistake, by their first bytes: said by name rather than as a text in some encoding. */
const KNOWN_BINARIES: { kind: string; magic: number[] }[] = [
  { kind: 'a PNG picture', magic: [0x89, 0x50, 0x4e, 0x47] },
  { kind: 'a JPEG picture', magic: [0xff, 0xd8, 0xff] },
  { kind: 'a GIF picture', magic: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'a PDF document', magic: [0x25, 0x50, 0x44, 0x46] },
  { kind: 'a compressed (gzip) file', magic: [0x1f, 0x8b] },
  { kind: 'an old Excel (.xls) or Word (.doc) file', magic: [0xd0, 0xcf, 0x11, 0xe0] },
  { kind: 'a RAR archive', magic: [0x52, 0x61, 0x72, 0x21] },
  { kind: 'a 7-Zip archive', magic: [0x37, 0x7a, 0xbc, 0xaf] },
];

/**
 * What a file that is no text at all is (a picture renamed .csv, a PDF), or null for text. Past
 * the known signatures: a text file in any encoding but UTF-16 (told apart before) has no control
 * characters other than tab, line breaks and form feed, where a binary file has many.
 */
export function binaryKind(bytes: Buffer, utf16: boolean): string | null {
  const known = KNOWN_BINARIES.find(({ magic }) => magic.every((b, i) => bytes[i] === b));
  if (known) return known.kind;
  if (bytes[0] === 0x52 && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'a WebP picture';
  // UTF-16 text has a NUL beside every Latin letter: it is refused for its encoding instead.
  if (utf16) return null;
  const sample = bytes.subarray(0, 4096);
  let controls = 0;
  for (const b of sample) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) controls++;
  return controls > 0 && controls * 100 >= sample.length ? 'not a text file' : null;
}

const notASpreadsheet = (kind: string) =>
  new SheetFileError([
    fileError(
      'notASheet',
      `This file is not a spreadsheet (${kind}). Choose a CSV or XLSX file, saved from Excel, LibreOffice or Google Sheets.`,
    ),
  ]);

/** The encoding of a text file that is not UTF-8, when it can be told. */
function foreignEncoding(bytes: Buffer): string | null {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16 (little-endian, with BOM)';
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16 (big-endian, with BOM)';
  // UTF-16 without a BOM: every other byte of Latin text is a NUL.
  const sample = bytes.subarray(0, 512);
  let nul = 0;
  for (const b of sample) if (b === 0) nul++;
  if (sample.length >= 4 && nul * 4 >= sample.length) return 'UTF-16 (without BOM)';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return null;
  } catch {
    return 'Latin-1 / Windows-1252 (not UTF-8)';
  }
}

/** The field separator of a CSV: the one of `,`, `;` and tab that the header line uses most (Excel in many languages saves `;`). */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r?\n/)) || text.length).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((s) => [s, firstLine.split(s).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ',';
}

const tooManyRows = () =>
  new SheetFileError([
    fileError(
      'tooManyRows',
      `The file has more than ${SHEET_LIMITS.maxRows.toLocaleString('en')} rows; split it into several files.`,
    ),
  ]);

const tooManyLines = () =>
  new SheetFileError([
    fileError(
      'tooManyRows',
      `The file has more than ${READ_LIMITS.maxRecords.toLocaleString('en')} lines (empty ones included); split it into several files.`,
    ),
  ]);

const tooManyCells = (row: number) =>
  new SheetFileError([
    fileError(
      'notASheet',
      `Row ${row} has more than ${READ_LIMITS.maxCells} cells; the sheet has ${sheetColumns.length} columns.`,
    ),
  ]);

/** The text in pieces, so the streaming parser reads it a piece at a time. */
function* pieces(text: string, size = 64 * 1024) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** The CSV's records one by one, from csv-parse's streaming parser: the caller stops reading at a limit. */
async function* csvRecords(bytes: Buffer): AsyncGenerator<unknown[]> {
  const encoding = foreignEncoding(bytes);
  // A picture's bytes are no UTF-8 either: say what the file is, not which encoding it is not in.
  const binary = binaryKind(bytes, encoding?.startsWith('UTF-16') ?? false);
  if (binary) throw notASpreadsheet(binary);
  if (encoding) {
    throw new SheetFileError([
      fileError('badEncoding', `The file is in ${encoding}. Save it as "CSV UTF-8" and send it again.`),
    ]);
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new SheetFileError([fileError('emptyFile', 'The file is empty.')]);
  if (text.includes('\u0000')) throw notASpreadsheet('not a text file');
  // Loaded on the import path only: the rest of the server never holds it.
  const { parse } = await import('csv-parse');
  const parser = Readable.from(pieces(text)).pipe(
    parse({ delimiter: separatorOf(text), relax_column_count: true, skip_empty_lines: false }),
  );
  try {
    for await (const record of parser) yield record as unknown[];
  } catch (error) {
    if (error instanceof SheetFileError) throw error;
    const line = (error as { lines?: number }).lines;
    throw new SheetFileError([
      fileError(
        'notASheet',
        `The file is not valid CSV${line ? ` (near line ${line})` : ''}: ${(error as Error).message.split(':')[0]}.`,
      ),
    ]);
  } finally {
    parser.destroy();
  }
}

/** XLSX parts the reader unpacks: every XML part (read-excel-file reads `.xml` and `.xml.rels`). */
const isXmlPart = (path: string) => path.endsWith('.xml') || path.endsWith('.xml.rels');

const notAnXlsx = () =>
  new SheetFileError([
    fileError('notASheet', 'This ZIP is not an XLSX spreadsheet (save it from Excel, LibreOffice or Google Sheets).'),
  ]);

/**
 * The XLSX's rows. Its XML parts are unpacked first within {@link READ_LIMITS} (declared sizes
 * summed before inflating, real bytes counted while inflating: `unzipWithin`), then packed again
 * uncompressed for read-excel-file, so the reader sees exactly the parts that were counted, never
 * an entry the central directory does not list.
 */
async function xlsxRecords(bytes: Buffer): Promise<unknown[][]> {
  let parts: Map<string, Buffer>;
  try {
    parts = await unzipWithin(bytes, { want: isXmlPart, maxTotalBytes: READ_LIMITS.maxXlsxUnpackedBytes });
  } catch (error) {
    if (!(error instanceof ZipLimitError)) throw error;
    if (error.problem === 'damaged' && !error.entryName) throw notAnXlsx();
    const message =
      error.problem === 'tooLarge'
        ? `The spreadsheet unpacks to more than ${READ_LIMITS.maxXlsxUnpackedBytes / 1024 / 1024} MB. ${error.message} Split it into several files.`
        : `The spreadsheet is damaged: ${error.message}`;
    throw new SheetFileError([fileError(error.problem === 'tooLarge' ? 'tooLarge' : 'notASheet', message)], 422);
  }
  const { zipSync } = await import('fflate');
  const repacked = zipSync(Object.fromEntries(parts), { level: 0 });
  parts.clear();
  const { readSheet } = await import('read-excel-file/node');
  try {
    return (await readSheet(Buffer.from(repacked.buffer, repacked.byteOffset, repacked.byteLength))) as unknown[][];
  } catch {
    throw notAnXlsx();
  }
}

/**
 * The file's rows by column, CSV or XLSX by its content. Throws {@link SheetFileError} for a file
 * that cannot be taken as a whole: empty, too big, in another encoding, an unknown column or a
 * missing one (the header's names are matched trimmed and case-insensitively, in any order).
 */
export async function parseSheet(bytes: Buffer): Promise<ParsedSheet> {
  if (bytes.length === 0) throw new SheetFileError([fileError('emptyFile', 'The file is empty.')]);
  if (bytes.length > SHEET_LIMITS.maxBytes) throw tooLargeError();
  const csv = !isZip(bytes);
  const records = csv ? csvRecords(bytes) : await xlsxRecords(bytes);
  let positions: Map<SheetColumn, number> | null = null;
  const rows: SheetRow[] = [];
  let index = 0;
  // Record by record: the limits stop the reading as soon as they are passed.
  for await (const record of records) {
    index++;
    if (index > READ_LIMITS.maxRecords) throw tooManyLines();
    if (record.length > READ_LIMITS.maxCells) throw tooManyCells(index);
    const texts = record.map((c) => cleanCell(cellText(c), csv));
    if (!positions) {
      if (texts.some((c) => c !== '')) positions = headerPositions(texts);
      continue;
    }
    const cells: SheetRow['cells'] = {};
    let empty = true;
    for (const [column, at] of positions) {
      const value = texts[at] ?? '';
      cells[column] = value;
      if (value !== '') empty = false;
    }
    if (empty) continue;
    if (rows.length >= SHEET_LIMITS.maxRows) throw tooManyRows();
    rows.push({ row: index, cells });
  }
  if (!positions) throw new SheetFileError([fileError('emptyFile', 'The file is empty.')]);
  if (rows.length === 0) throw new SheetFileError([fileError('emptyFile', 'The file has a header but no rows.')]);
  return { columns: new Set(positions.keys()), rows };
}

/** The header's columns by position; throws for an unknown, repeated or missing column. */
function headerPositions(header: string[]): Map<SheetColumn, number> {
  const errors: SheetError[] = [];
  const positions = new Map<SheetColumn, number>();
  const known = new Set<string>(sheetColumns);
  for (const [i, raw] of header.entries()) {
    const key = headerKey(raw);
    if (key === '') continue;
    if (!known.has(key)) {
      errors.push(
        fileError('unknownColumn', `Unknown column "${raw}". The columns are: ${sheetColumns.join(', ')}.`, raw),
      );
    } else if (positions.has(key as SheetColumn)) {
      errors.push(fileError('unknownColumn', `The column "${raw}" appears twice.`, raw));
    } else positions.set(key as SheetColumn, i);
  }
  for (const needed of ['name', 'price'] as const) {
    if (!positions.has(needed)) errors.push(fileError('missingColumn', `The column "${needed}" is missing.`, needed));
  }
  if (errors.length) throw new SheetFileError(errors);
  return positions;
}

export const tooLargeError = () =>
  new SheetFileError([
    fileError(
      'tooLarge',
      `The file is larger than ${SHEET_LIMITS.maxBytes / 1024 / 1024} MB; split it into several files.`,
    ),
  ]);
