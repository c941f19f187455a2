import { describe, expect, it } from 'vitest';
import { pluralRules } from './intl';

describe('the storefront plural rules', () => {
  it('makes one set per language, each of its own language', () => {
    expect(pluralRules('fr')).toBe(pluralRules('fr'));
    expect(pluralRules('fr').select(0)).toBe('one');
    expect(pluralRules('en').select(0)).toBe('other');
    expect(pluralRules('pt').select(1)).toBe('one');
  });
});
