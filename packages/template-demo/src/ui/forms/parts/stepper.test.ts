import { describe, expect, it } from 'vitest';
import { clampToStep, parseTyped, stepBy } from './stepper';

describe('number stepper arithmetic', () => {
  const bounds = { min: 0, max: 10, step: 1 };

  it('stays inside min and max', () => {
    expect(clampToStep(12, bounds)).toBe(10);
    expect(clampToStep(-3, bounds)).toBe(0);
    expect(stepBy(10, 1, bounds)).toBe(10);
    expect(stepBy(0, -1, bounds)).toBe(0);
  });

  it('snaps to the step grid without floating-point noise', () => {
    const money = { min: 0, max: 5, step: 0.1 };
    expect(stepBy(0.2, 1, money)).toBe(0.3);
    expect(clampToStep(1.26, money)).toBe(1.3);
    expect(clampToStep(7, { min: 1, max: 20, step: 5 })).toBe(6);
  });

  it('moves ten steps for a page', () => {
    expect(stepBy(4, 10, { min: 0, max: 100, step: 2 })).toBe(24);
  });

  it('reads typed text, comma decimals included, and waits on partial input', () => {
    expect(parseTyped('4,5')).toBe(4.5);
    expect(parseTyped(' 7 ')).toBe(7);
    expect(parseTyped('-')).toBeNull();
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('abc')).toBeNull();
    expect(clampToStep(Number.NaN, bounds)).toBe(0);
  });
});
