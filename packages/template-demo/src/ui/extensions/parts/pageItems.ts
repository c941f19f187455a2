/** The numbered buttons of a pager: first, last, the current page with `around` neighbours, gaps as 'gap'. */
export type PageItem = number | 'gap-start' | 'gap-end';

export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 0) return [];
  // Few pages: every number (a gap would hide a single page, which helps nobody).
  if (total <= 5 + around * 2) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, current - around);
  const end = Math.min(total - 1, current + around);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let page = start; page <= end; page++) items.push(page);
  if (end < total - 1) items.push('gap-end');
  items.push(total);
  return items;
}

/** "Showing X–Y of Z": the 1-based first and last item of a page. */
export function pageRange(page: number, size: number, count: number): { from: number; to: number } {
  if (count === 0) return { from: 0, to: 0 };
  const from = (page - 1) * size + 1;
  return { from, to: Math.min(count, page * size) };
}
