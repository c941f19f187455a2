import { describe, expect, it } from 'vitest';
import { srcSetOf } from './productImage';

describe('srcSetOf', () => {
  it("offers an uploaded picture's 320 px sibling beside the 640 px one it was given", () => {
    expect(srcSetOf('/media/12/AbC_d-e-640.webp')).toBe(
      '/media/12/AbC_d-e-320.webp 320w, /media/12/AbC_d-e-640.webp 640w',
    );
    expect(srcSetOf('/assets/v/abc/media/3/x-640.webp')).toBe(
      '/assets/v/abc/media/3/x-320.webp 320w, /assets/v/abc/media/3/x-640.webp 640w',
    );
  });

  it('offers nothing for pictures without known siblings', () => {
    for (const url of [
      '/media/12/small-300.webp',
      '/assets/v/abc/products/laptop.svg',
      'https://example.com/x-640.webp',
      '',
      null,
      undefined,
    ]) {
      expect(srcSetOf(url), String(url)).toBeUndefined();
    }
  });
});
