import { escapeCsvSegments, FORMULA_START } from '@vitrine/contracts';
import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of the server (every file we write: the catalogue spreadsheet, orders.csv,
 * Meta's feed), on csv-stringify, following OWASP's CSV-injection advice for every cell:
 * - every text cell is quoted, so a separator inside it never splits it, whatever separator the
 *   reader's locale uses: `Eve;=1+1;` stays one cell in a German Excel that splits on `;`;
 * - a cell that a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return) gets a single quote in front, which spreadsheets show as text (a phone in
 *   E.164, `+919876543210`, then stays as written instead of becoming the number 919876543210);
 * - so does every such character right after a `,`, `;` or tab inside a cell: a reader whose
 *   separator is not ours (Excel in a `;` locale reading a `,` file) ends a quoted cell at its
 *   closing quote and splits what follows at its own separator, so `x;=HYPERLINK(…)` in a later
 *   cell of the same line would start a cell of its own. The catalogue import takes these quotes
 *   off again (`unescapeCsvSegments`), so an export imports back as it was.
 */
export type CsvValue = string | number | boolean | null | undefined;

/** The cell's text, neutralised where a spreadsheet would take it, or a part of it, for a formula. */
export function neutralise(text: string): string {
  const inner = escapeCsvSegments(text);
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export interface CsvOptions {
  /** A UTF-8 byte-order mark first (Excel then reads UTF-8): on by default, off for machine readers. */
  bom?: boolean;
  /** CRLF (RFC 4180, the default) or LF line ends. */
  lineEnd?: 'crlf' | 'lf';
}

/** Our own column names, written bare (readers match them as they are): nothing to quote or neutralise. */
const PLAIN_HEADER = /^[A-Za-z0-9_ .-]+$/;

/** The header line, checked: our own plain column names only. */
export function csvHeader(header: readonly string[], { bom = true, lineEnd = 'crlf' }: CsvOptions = {}): string {
  const bad = header.find((name) => !PLAIN_HEADER.test(name) || FORMULA_START.test(name));
  if (bad !== undefined) throw new Error(`CSV column name "${bad}" is not a plain name`);
  return `${bom ? '\uFEFF' : ''}${header.join(',')}${lineEnd === 'crlf' ? '\r\n' : '\n'}`;
}

/**
 * Rows without a header, each line ended: what a file streamed in batches appends after
 * {@link csvHeader}, so a long export never holds the whole file.
 */
export function csvRows(rows: readonly (readonly CsvValue[])[], { lineEnd = 'crlf' }: CsvOptions = {}): string {
  const text = (value: CsvValue) => (value === null || value === undefined ? '' : neutralise(String(value)));
  return stringify(
    rows.map((row) => row.map(text)),
    {
      record_delimiter: lineEnd === 'crlf' ? 'windows' : 'unix',
      // Every cell is text by now: quote each one that is not empty (csv-stringify's own test for
      // quoting misses a lone LF, and the reader's separator is not known here).
      quoted_string: true,
    },
  );
}

/** A whole file: the header row, then one line per row. */
export function csvFile(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: CsvOptions = {},
): string {
  return csvHeader(header, options) + csvRows(rows, options);
}
