import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberFormat, pluralRules, warmNumberFormats } from './intl';

describe('the storefront number formats', () => {
  afterEach(() => vi.useRealTimers());

  it('makes one format and one set of plural rules per language, each of its own language', () => {
    expect(numberFormat('de')).toBe(numberFormat('de'));
    expect(numberFormat('de').format(1500)).toBe('1.500');
    expect(numberFormat('en').format(1500)).toBe('1,500');
    expect(pluralRules('fr')).toBe(pluralRules('fr'));
    expect(pluralRules('fr').select(0)).toBe('one');
    expect(pluralRules('en').select(0)).toBe('other');
  });

  it('warms a language in a task of its own, not in the caller’s', () => {
    vi.useFakeTimers();
    warmNumberFormats('pt');
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
    expect(numberFormat('pt').format(1500)).toBe('1.500');
  });
});
