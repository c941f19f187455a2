import type { Product } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageWindow, readQuery, selectPage, writeQuery } from './catalogueQuery';

const product = (id: number, over: Partial<Product> = {}): Product => ({
  product_id: id,
  product_name: `Item ${id}`,
  description: '',
  main_price: id,
  image_url: '',
  images: [],
  category_id: id % 2,
  in_stock: true,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(),
  variants: [],
  ...over,
});
const many = Array.from({ length: 100 }, (_, i) => product(i + 1));

describe('catalogue query in the URL', () => {
  it('reads defaults from an empty or broken query', () => {
    expect(readQuery(new URLSearchParams(''))).toEqual({ q: '', category: null, sort: 'newest', page: 1 });
    expect(readQuery(new URLSearchParams('sort=evil&page=-2&category=abc'))).toEqual({
      q: '',
      category: null,
      sort: 'newest',
      page: 1,
    });
  });
  it('round-trips a view and leaves defaults out', () => {
    const query = { q: 'phone', category: 3, sort: 'price-asc' as const, page: 2 };
    expect(readQuery(writeQuery(query))).toEqual(query);
    expect(writeQuery({ q: ' ', category: null, sort: 'newest', page: 1 }).toString()).toBe('');
  });
});

describe('one page of the catalogue', () => {
  it(`never gives more than ${PAGE_SIZE} cards`, () => {
    const page = selectPage(many, readQuery(new URLSearchParams('')));
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.pageCount).toBe(5);
    expect(page.items[0].product_id).toBe(100);
  });
  it('filters by category and name, case-insensitively', () => {
    const page = selectPage(many, { q: 'ITEM 1', category: 1, sort: 'name', page: 1 });
    expect(page.items.every((p) => p.category_id === 1 && p.product_name.startsWith('Item 1'))).toBe(true);
    expect(page.total).toBe(6); // 1, 11, 13, 15, 17, 19
  });
  it('sorts by price up and down and by name', () => {
    expect(selectPage(many, { q: '', category: null, sort: 'price-asc', page: 1 }).items[0].product_id).toBe(1);
    expect(selectPage(many, { q: '', category: null, sort: 'price-desc', page: 1 }).items[0].product_id).toBe(100);
    const names = selectPage([product(2, { product_name: 'b' }), product(1, { product_name: 'a' })], {
      q: '',
      category: null,
      sort: 'name',
      page: 1,
    }).items.map((p) => p.product_name);
    expect(names).toEqual(['a', 'b']);
  });
  it('clamps a page past the end', () => {
    const page = selectPage(many, { q: '', category: null, sort: 'newest', page: 99 });
    expect(page.page).toBe(5);
    expect(page.items).toHaveLength(4);
  });
  it('offers first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
