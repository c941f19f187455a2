import { FORMULA_START } from '@vitrine/contracts';

/**
 * One line of a CSV file as Excel reads it in a locale whose separator is not the file's (a `,`
 * file opened in German, French or Portuguese Excel, which splits on `;`): a cell that starts
 * with a quote runs to its closing quote, and whatever follows is split at the locale's separator.
 * The CSV-injection tests check that no cell read this way starts a formula.
 */
export function foreignCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    let cell = '';
    if (line[i] === '"') {
      i++;
      while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
        cell += line[i];
        i += line[i] === '"' ? 2 : 1;
      }
      i++;
    }
    while (i < line.length && line[i] !== separator) cell += line[i++];
    cells.push(cell);
    i++;
  }
  return cells;
}

/** A cell a spreadsheet would run as a formula. */
export const FORMULA_CELL = FORMULA_START;
