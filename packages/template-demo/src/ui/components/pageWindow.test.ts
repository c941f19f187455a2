import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the first pages together at the start', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
  it('shows the current page with its neighbours in the middle', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
  });
  it('keeps the last pages together at the end', () => {
    expect(pageWindow(12, 12)).toEqual([1, null, 8, 9, 10, 11, 12]);
  });
});
