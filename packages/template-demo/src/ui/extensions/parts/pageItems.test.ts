import { describe, expect, it } from 'vitest';
import { pageItems, pageRange } from './pageItems';

describe('pager items', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 19, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap-end', 20]);
  });

  it('says which items a page shows', () => {
    expect(pageRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
