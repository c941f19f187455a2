import { describe, expect, it } from 'vitest';
import type { DataListItem } from './dataListApi';
import { filterItems, nextSort, pageOf, sortItems } from './dataListView';

const item = (id: number, name: string, price: string, popValue: number, category = 'Audio'): DataListItem => ({
  id,
  name,
  category,
  price,
  order_status: 'pending',
  popularity: { popValue, color: 'primary' },
  img: '',
});
const items = [
  item(1, 'Soundbar', '99.00', 40),
  item(2, 'earbuds', '19.50', 90),
  item(3, 'Tripod', '120.00', 10, 'Cameras'),
];

describe('the data list view', () => {
  it('filters by name or category, any case', () => {
    expect(filterItems(items, 'SOUND').map((i) => i.id)).toEqual([1]);
    expect(filterItems(items, 'camera').map((i) => i.id)).toEqual([3]);
    expect(filterItems(items, '  ').map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('sorts by name, price (as a number) and popularity both ways; default keeps the order', () => {
    expect(sortItems(items, 'name-asc').map((i) => i.id)).toEqual([2, 1, 3]);
    expect(sortItems(items, 'price-desc').map((i) => i.id)).toEqual([3, 1, 2]);
    expect(sortItems(items, 'popularity-asc').map((i) => i.id)).toEqual([3, 1, 2]);
    expect(sortItems(items, 'default').map((i) => i.id)).toEqual([1, 2, 3]);
    expect(nextSort('name-asc', 'name')).toBe('name-desc');
    expect(nextSort('price-desc', 'name')).toBe('name-asc');
  });

  it('pages, clamping a page past the end', () => {
    expect(pageOf(items, 2, 2)).toMatchObject({ page: 2, totalPages: 2, start: 2 });
    expect(pageOf(items, 9, 2).page).toBe(2);
    expect(pageOf([], 1, 4)).toMatchObject({ rows: [], page: 1, totalPages: 1 });
  });
});
