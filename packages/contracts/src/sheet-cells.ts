import { FORMULA_START } from './catalogue-sheet.js';

/**
 * Formula escaping of catalogue spreadsheet cells (OWASP's CSV-injection advice): a text cell that
 * a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return) is written with a single quote in front, which Excel, LibreOffice and Google Sheets show
 * as text. A cell that already starts with quotes before such a character gets one more, so
 * {@link unescapeFormula} (what the import applies) gives back exactly what was exported.
 */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text.replace(/^'+/, '')) ? `'${text}` : text;
}

/** The cell's text as the owner typed it: one leading quote before a formula character goes. */
export function unescapeFormula(text: string): string {
  return /^'/.test(text) && FORMULA_START.test(text.replace(/^'+/, '')) ? text.slice(1) : text;
}

/**
 * A formula character right after a separator inside a CSV cell (`x;=HYPERLINK(…)`) gets a single
 * quote in front (`x;'=HYPERLINK(…)`): a reader splitting on another separator than the file's
 * would otherwise start a cell there. Quotes already there are counted, as in {@link escapeFormula},
 * so {@link unescapeCsvSegments} gives back exactly the text that was written.
 */
export function escapeCsvSegments(text: string): string {
  return text.replace(/([,;\t])('*[=+\-@])/g, "$1'$2");
}

/** The cell's text as it was before {@link escapeCsvSegments}. */
export function unescapeCsvSegments(text: string): string {
  return text.replace(/([,;\t])'('*[=+\-@])/g, '$1$2');
}
