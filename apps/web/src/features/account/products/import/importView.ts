import type { SheetRowResult } from '@vitrine/contracts';

export const importFilters = ['all', 'errors', 'changes'] as const;
export type ImportFilter = (typeof importFilters)[number];

/** The rows a filter shows: every row, the rows in error, or the rows that write something (new or changed). */
export function filterRows(rows: readonly SheetRowResult[], filter: ImportFilter): SheetRowResult[] {
  if (filter === 'errors') return rows.filter((r) => r.status === 'error');
  if (filter === 'changes') return rows.filter((r) => r.status === 'new' || r.status === 'changed');
  return [...rows];
}

/** Whether a commit of this check would write anything: some row is new or changed. */
export const hasWork = (summary: { new: number; changed: number }) => summary.new + summary.changed > 0;

/** Bootstrap colour of a row's status badge (text-bg keeps the contrast readable). */
export const statusColour: Record<SheetRowResult['status'], string> = {
  new: 'success',
  changed: 'warning',
  unchanged: 'secondary',
  error: 'danger',
};
