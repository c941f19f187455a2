/**
 * CSV as spreadsheets read it (RFC 4180, UTF-8 with a byte-order mark so Excel picks the encoding).
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a CR) is written
 * with a leading apostrophe, as OWASP's CSV-injection advice says: a product named "=HYPERLINK(…)"
 * stays text in the owner's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one line per row (CRLF line ends). */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) => cells.map((c) => csvCell(c as string)).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
