import { describe, expect, it } from 'vitest';
import { foldText, matchesQuery } from './matchText';

describe('matchesQuery', () => {
  it('matches everything for a blank query', () => {
    expect(matchesQuery('', 'anything')).toBe(true);
    expect(matchesQuery('   ', 'anything')).toBe(true);
  });

  it('ignores case and accents', () => {
    expect(foldText('Café LIVRÉ')).toBe('cafe livre');
    expect(matchesQuery('cafe', 'Le Café')).toBe(true);
    expect(matchesQuery('CAFÉ', 'le cafe')).toBe(true);
  });

  it('needs every word, in any order, across the texts', () => {
    expect(matchesQuery('order cancel', 'Can I cancel', 'my order?')).toBe(true);
    expect(matchesQuery('order refund', 'Can I cancel my order?')).toBe(false);
  });
});
