import { describe, expect, it } from 'vitest';
import { fileKind, toTable } from './readTable';

describe('reading a table', () => {
  it('takes the first non-blank row as the header and pads short rows', () => {
    expect(toTable([[], ['Name', 'City'], ['Asha', 'Pune'], ['Marco'], ['', '']])).toEqual({
      ok: true,
      header: ['Name', 'City'],
      rows: [
        ['Asha', 'Pune'],
        ['Marco', ''],
      ],
      truncated: false,
    });
  });

  it('turns numbers and dates into text', () => {
    const result = toTable([
      ['When', 'Qty'],
      [new Date('2026-03-01T00:00:00Z'), 3],
    ]);
    expect(result.ok && result.rows).toEqual([['2026-03-01', '3']]);
  });

  it('calls a file with nothing in it empty', () => {
    expect(toTable([['', null]])).toEqual({ ok: false, reason: 'empty' });
  });

  it('knows CSV and XLSX by name', () => {
    expect(fileKind(new File(['a'], 'people.CSV'))).toBe('csv');
    expect(fileKind(new File(['a'], 'people.xlsx'))).toBe('xlsx');
    expect(fileKind(new File(['a'], 'people.pdf'))).toBeNull();
  });
});
