import { describe, expect, it } from 'vitest';
import { codeThemes } from './themes';

/** WCAG relative luminance of `#rrggbb` or `rgb(r, g, b)`. */
function luminance(colour: string): number {
  const parts = colour.startsWith('#')
    ? [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = parts.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};

describe('code themes', () => {
  for (const [name, theme] of Object.entries(codeThemes)) {
    it(`${name}: every token colour reaches 4.5:1 on the background`, () => {
      const background = theme.plain.backgroundColor as string;
      for (const entry of theme.styles) {
        if (!entry.style.color) continue;
        expect(
          contrast(entry.style.color, background),
          `${entry.types.join(',')} ${entry.style.color}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
