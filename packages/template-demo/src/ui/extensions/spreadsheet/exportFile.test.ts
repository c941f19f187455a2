import { describe, expect, it } from 'vitest';
import { safeFileName, toCsv } from './exportFile';
import { sampleRows } from './sampleRows';

describe('export files', () => {
  it('makes a typed name safe and gives it one extension', () => {
    expect(safeFileName('customers', 'csv')).toBe('customers.csv');
    expect(safeFileName('customers.xlsx', 'xlsx')).toBe('customers.xlsx');
    expect(safeFileName('../etc/pass:wd', 'csv')).toBe('etc-pass-wd.csv');
    expect(safeFileName('   ', 'xlsx')).toBe('export.xlsx');
  });

  it('writes the header row, then the rows, quoting when needed', () => {
    const csv = toCsv([sampleRows[0], { ...sampleRows[1], name: 'Rossi, Marco' }]);
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe('ID,Name,E-mail,City,Orders,Spent');
    expect(lines[1]).toBe('1,Asha Patil,asha@example.com,Pune,12,845.5');
    expect(lines[2]).toBe('2,"Rossi, Marco",marco@example.com,Milan,3,120');
  });
});
