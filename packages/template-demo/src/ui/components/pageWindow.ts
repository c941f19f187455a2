/**
 * The page numbers a pager shows: the first and last page, the current one with a neighbour on each
 * side, and `null` where pages are left out (shown as "…"). Seven slots at most.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? [null] : []), ...middle, ...(end < total - 1 ? [null] : []), total];
}
