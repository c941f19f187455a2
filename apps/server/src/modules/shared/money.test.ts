import { describe, expect, it } from 'vitest';
import { minorToNumber, minorToText, moneyNumber, toMinor } from './money.js';

describe('money in minor units', () => {
  it('reads database numeric text and JSON numbers exactly', () => {
    expect(toMinor('24999.00')).toBe(2_499_900);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor('12.05')).toBe(1205);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor('-3.5')).toBe(-350);
    expect(() => toMinor('1.234')).toThrow();
    expect(() => toMinor('abc')).toThrow();
  });

  it('adds without floating-point drift and writes back two decimals', () => {
    const sum = [0.1, 0.2, 0.7].map(toMinor).reduce((a, b) => a + b, 0);
    expect(minorToText(sum)).toBe('1.00');
    expect(minorToText(5)).toBe('0.05');
    expect(minorToText(-205)).toBe('-2.05');
    expect(minorToNumber(999_999_999_999)).toBe(9_999_999_999.99);
    expect(moneyNumber('1999.50')).toBe(1999.5);
  });
});
