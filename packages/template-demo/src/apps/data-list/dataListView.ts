import type { DataListItem } from './dataListApi';

export const sortKeys = [
  'default',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'popularity-desc',
  'popularity-asc',
] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortField = 'name' | 'price' | 'popularity';

export const PER_PAGE_OPTIONS = [4, 10, 15, 20] as const;
export const DEFAULT_PER_PAGE = 4;

/** Items whose name or category contains the text (any case); all of them for blank text. */
export function filterItems(items: readonly DataListItem[], text: string): DataListItem[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.name.toLocaleLowerCase().includes(needle) || item.category.toLocaleLowerCase().includes(needle),
  );
}

const value: Record<SortField, (item: DataListItem) => string | number> = {
  name: (item) => item.name.toLocaleLowerCase(),
  price: (item) => Number(item.price),
  popularity: (item) => item.popularity.popValue,
};

/** The items in the chosen order ('default' keeps the mock's, newest added first); ties keep that order. */
export function sortItems(items: readonly DataListItem[], sort: SortKey): DataListItem[] {
  if (sort === 'default') return [...items];
  const [field, direction] = sort.split('-') as [SortField, 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  const key = value[field];
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return sign * order;
  });
}

/** One page of the list, the page clamped to those there are. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * perPage;
  return { rows: items.slice(start, start + perPage), page: current, totalPages, start };
}

/** The sort a column header sets: ascending first, then the other way round. */
export function nextSort(current: SortKey, field: SortField): SortKey {
  return current === `${field}-asc` ? `${field}-desc` : `${field}-asc`;
}
