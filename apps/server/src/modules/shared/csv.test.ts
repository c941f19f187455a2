import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { FORMULA_CELL, foreignCells } from '../../../test/support/foreign-csv.js';
import { csvFile } from './csv.js';

/** The file's cells as a spreadsheet in a locale that splits on `sep` reads them. */
const cells = (file: string, sep: string) =>
  parse(file.replace(/^\uFEFF/, ''), { delimiter: sep, relax_column_count: true, relax_quotes: true });

describe('the CSV writer', () => {
  it('quotes every text cell, so a separator of any locale stays inside its cell', () => {
    const file = csvFile(['customer name', 'note'], [['Eve;=1+1;', 'x;=HYPERLINK("http://evil.example","a")']]);
    const [, row] = cells(file, ',') as string[][];
    expect(row).toEqual([`Eve;'=1+1;`, `x;'=HYPERLINK("http://evil.example","a")`]);
    // Read as German, French or Portuguese Excel reads a `,` file (split on `;`): no cell starts a formula.
    const line = file.split('\r\n')[1];
    const foreign = foreignCells(line, ';');
    expect(foreign.length).toBeGreaterThan(1);
    for (const cell of foreign) expect(cell).not.toMatch(FORMULA_CELL);
  });

  it('neutralises a formula after a separator inside a cell, for every separator', () => {
    for (const sep of [',', ';', '\t']) {
      const file = csvFile(['a', 'b'], [[`x${sep}=1+1`, `y${sep}@SUM(A1)${sep}-2+3`]]);
      const line = file.split('\r\n')[1];
      for (const reader of [',', ';', '\t'])
        for (const cell of foreignCells(line, reader)) expect(cell).not.toMatch(FORMULA_CELL);
    }
  });

  it('neutralises a cell that starts like a formula with a single quote', () => {
    const starts = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\tx', '\rx'];
    const file = csvFile(
      ['a'],
      starts.map((s) => [s]),
    );
    const read = (cells(file, ',') as string[][]).slice(1).map((r) => r[0]);
    expect(read).toEqual(starts.map((s) => `'${s}`));
  });

  it('neutralises a signed number or an E.164 phone too, and keeps empty cells empty', () => {
    const file = csvFile(
      ['n', 'm', 'e'],
      [
        [-12.5, '+919876543210', null],
        ['10.00', 0, ''],
      ],
    );
    expect((cells(file, ',') as string[][]).slice(1)).toEqual([
      ["'-12.5", "'+919876543210", ''],
      ['10.00', '0', ''],
    ]);
  });

  it('writes UTF-8 with a byte-order mark and CRLF by default, or neither when asked', () => {
    expect(csvFile(['a', 'b'], [[1, 'ü']])).toBe('\uFEFFa,b\r\n"1","ü"\r\n');
    expect(csvFile(['a'], [['x']], { bom: false, lineEnd: 'lf' })).toBe('a\n"x"\n');
  });

  it('refuses a column name that is not plain', () => {
    expect(() => csvFile(['=cmd'], [])).toThrow();
  });
});
