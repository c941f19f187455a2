import { type SheetRowResult, sheetProblems } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import english from '../../../../i18n/locales/en/catalogueImport.json';
import { filterRows, hasWork } from './importView';

const row = (n: number, status: SheetRowResult['status']): SheetRowResult => ({
  row: n,
  kind: 'product',
  status,
  name: `Row ${n}`,
  sku: '',
  changes: [],
  errors: [],
});

describe('the import review', () => {
  const rows = [row(2, 'new'), row(3, 'unchanged'), row(4, 'error'), row(5, 'changed')];

  it('filters to the rows in error, or to the rows that write something', () => {
    expect(filterRows(rows, 'all').map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(filterRows(rows, 'errors').map((r) => r.row)).toEqual([4]);
    expect(filterRows(rows, 'changes').map((r) => r.row)).toEqual([2, 5]);
  });

  it('offers an import only when a row is new or changed', () => {
    expect(hasWork({ new: 0, changed: 0 })).toBe(false);
    expect(hasWork({ new: 0, changed: 1 })).toBe(true);
  });

  it('words every problem the server names (a stock that moved since the export too); the other languages follow en', () => {
    const worded = english.problems as Record<string, string>;
    expect(sheetProblems.filter((problem) => !worded[problem])).toEqual([]);
    expect(worded.stockChanged).toMatch(/stock_at_export/);
  });
});
