import { describe, expect, it } from 'vitest';
import { customizerEnabled } from './themeConfig';

describe('customizer flag', () => {
  const none = () => null;
  it('is off by default', () => {
    expect(customizerEnabled(undefined, '', none)).toBe(false);
    expect(customizerEnabled('false', '?x=1', none)).toBe(false);
  });
  it('is on from the build flag, the ?customizer=1 query or the stored flag', () => {
    expect(customizerEnabled('true', '', none)).toBe(true);
    expect(customizerEnabled(undefined, '?customizer=1', none)).toBe(true);
    expect(customizerEnabled(undefined, '', () => '1')).toBe(true);
  });
  it('treats blocked storage as off', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(customizerEnabled(undefined, '', blocked)).toBe(false);
  });
});
