import { fireEvent, render, screen } from '@testing-library/react';
import type { ImportResponse, SheetRowResult } from '@vitrine/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../../i18n';
import { ImportResult } from './ImportResult';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('catalogueImport');
});

const row = (n: number, status: SheetRowResult['status']): SheetRowResult => ({
  row: n,
  kind: 'product',
  status,
  name: `Item ${n}`,
  sku: '',
  changes: status === 'changed' ? [{ field: 'price', old: '', new: '12.50' }] : [],
  errors: status === 'error' ? [{ row: n, column: 'price', problem: 'badNumber', message: 'Not a number: x' }] : [],
});

const answer = (rows: SheetRowResult[], over: Partial<ImportResponse> = {}): ImportResponse => {
  const count = (s: SheetRowResult['status']) => rows.filter((r) => r.status === s).length;
  return {
    dry_run: true,
    applied: false,
    summary: { new: count('new'), changed: count('changed'), unchanged: count('unchanged'), errors: count('error') },
    plan_id: null,
    file_errors: [],
    rows,
    ...over,
  } as ImportResponse;
};

const show = (result: ImportResponse, { blocked = false, imported = null as ImportResponse | null } = {}) =>
  render(
    <MemoryRouter>
      <ImportResult result={result} imported={imported} blocked={blocked} headingRef={null} />
    </MemoryRouter>,
  );

const statuses = () => screen.getAllByTestId('import-row').map((r) => r.getAttribute('data-status'));

describe('the import’s result', () => {
  it('opens on the rows in error, and every filter shows its rows', () => {
    show(answer([row(2, 'new'), row(3, 'error'), row(4, 'changed'), row(5, 'unchanged')]));
    expect(screen.getByTestId('import-count-errors')).toHaveTextContent('1');
    expect(statuses()).toEqual(['error']);
    expect(screen.getByText('Not a number: x').parentElement).toHaveTextContent(/^Column price: /);
    fireEvent.click(screen.getByLabelText('Changes only'));
    expect(statuses()).toEqual(['new', 'changed']);
    expect(screen.getByText('price: (empty) → 12.50')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('All rows'));
    expect(statuses()).toEqual(['new', 'error', 'changed', 'unchanged']);
  });

  it('draws 200 rows at a time, and starts again from the first page on another filter', () => {
    show(answer(Array.from({ length: 205 }, (_, i) => row(i + 2, 'new'))));
    expect(statuses()).toHaveLength(200);
    expect(screen.getByText('Showing 200 of 205 rows')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Show 5 more rows'));
    expect(statuses()).toHaveLength(205);
    expect(screen.queryByText(/more rows/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Changes only'));
    expect(statuses()).toHaveLength(200);
    fireEvent.click(screen.getByLabelText('Errors only'));
    expect(screen.getByText('No row to show with this filter.')).toBeInTheDocument();
  });

  it('says what happens next: skipped rows, a block by all-or-nothing, nothing to do, or done', () => {
    const rows = [row(2, 'new'), row(3, 'error')];
    const note = (result: ImportResponse, options = {}) => {
      const view = show(result, options);
      const text = screen.getByRole('alert').textContent;
      view.unmount();
      return text;
    };
    expect(note(answer(rows))).toBe(
      'Nothing has been saved yet. Review the rows, then import. 1 row with errors will be skipped.',
    );
    expect(note(answer(rows), { blocked: true })).toMatch(/fix the rows with errors before importing/);
    expect(note(answer([row(2, 'unchanged')]))).toMatch(/nothing to import/);
    expect(note(answer(rows, { dry_run: false }))).toMatch(/^Nothing was imported/);
    const done = answer([row(2, 'new')], { dry_run: false, applied: true });
    show(done, { imported: done });
    expect(screen.getByTestId('import-view-products')).toHaveAttribute('href', '/account/products');
  });
});
