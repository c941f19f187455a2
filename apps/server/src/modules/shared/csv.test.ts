import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv.js';

describe('csv', () => {
  it('quotes what needs quoting and escapes formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(start).startsWith(`'`) || csvCell(start).startsWith(`"'`)).toBe(true);
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
  });

  it('writes a UTF-8 file with a byte-order mark and a header row', () => {
    expect(csvFile(['a', 'b'], [[1, 'ü']])).toBe('\uFEFFa,b\r\n1,ü\r\n');
  });
});
