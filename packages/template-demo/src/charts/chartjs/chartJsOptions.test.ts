import { describe, expect, it } from 'vitest';
import { withAlpha } from './chartJsOptions';

describe('withAlpha', () => {
  it('appends the alpha as two hex digits', () => {
    expect(withAlpha('#7367f0', 0.25)).toBe('#7367f040');
    expect(withAlpha(' #000000 ', 1)).toBe('#000000ff');
  });

  it('leaves a colour that is not #rrggbb as it is', () => {
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});
