import { describe, expect, it } from 'vitest';
import { pageWindow, readQuery, writeQuery } from './catalogueQuery';

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

describe('page numbers', () => {
  it('offers first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
