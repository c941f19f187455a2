import { describe, expect, it } from 'vitest';
import { updateShopRequest } from './account.js';
import { parseTypedAmount, typedAmountProblem } from './currency.js';
import { normaliseWebsite } from './links.js';
import { defaultPostalCodeExample, postalCodeExamples, postalCodePlaceholder } from './postal-codes.js';
import { fieldRules } from './rules.js';
import { canMoveOwnStock } from './stock-rules.js';

describe('a shop website as owners type it', () => {
  it('reads a bare host as https, as an address bar does, and the shop update stores that', () => {
    expect(normaliseWebsite('docaria.example')).toBe('https://docaria.example');
    expect(normaliseWebsite('  www.docaria.example/menu?x=1 ')).toBe('https://www.docaria.example/menu?x=1');
    expect(normaliseWebsite('http://docaria.example')).toBe('http://docaria.example');
    expect(normaliseWebsite('')).toBe('');
    const parsed = updateShopRequest.safeParse({ shop_website: 'docaria.example' });
    expect(parsed.success && parsed.data.shop_website).toBe('https://docaria.example');
  });

  it('still refuses what is no web address, naming the field', () => {
    for (const bad of ['docaria', 'ftp://docaria.example', 'docaria .example', 'javascript:alert(1)']) {
      const parsed = updateShopRequest.safeParse({ shop_website: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.path, bad).toEqual(['shop_website']);
    }
  });
});

describe('an amount as the owner typed it', () => {
  it('takes a decimal point or, as de, fr and pt write it, a decimal comma', () => {
    expect(parseTypedAmount('12,50')).toBe(12.5);
    expect(parseTypedAmount(' 12.50 ')).toBe(12.5);
    expect(parseTypedAmount('12')).toBe(12);
    expect(typedAmountProblem('12,50', 'EUR')).toBe(null);
    expect(typedAmountProblem('12,50', 'BRL')).toBe(null);
  });

  it('refuses grouping, signs and words, and more decimals than the currency has', () => {
    for (const bad of ['1.234,50', '1,234.50', '-3', '12,', ',5', 'abc', '']) {
      expect(parseTypedAmount(bad), bad).toBeNaN();
      expect(typedAmountProblem(bad, 'EUR'), bad).toBe('format');
    }
    expect(typedAmountProblem('12,505', 'EUR')).toBe('decimals');
    expect(typedAmountProblem('12,5', 'JPY')).toBe('decimals');
    expect(typedAmountProblem('1250', 'JPY')).toBe(null);
  });
});

describe('postal-code examples', () => {
  it('follow the shop’s country: a CEP for Brazil, a PIN for India, ZIP and PLZ codes', () => {
    expect(postalCodePlaceholder('BR')).toContain('01310-100');
    expect(postalCodePlaceholder('IN')).toContain('110001');
    expect(postalCodePlaceholder('us')).toContain('94105');
    expect(postalCodePlaceholder('DE')).toContain('10115');
    expect(postalCodePlaceholder(null)).toBe(defaultPostalCodeExample.join(', '));
    expect(postalCodePlaceholder('ZZ')).toBe(defaultPostalCodeExample.join(', '));
  });

  it('are postal codes the shared rule takes (a prefix ends in *)', () => {
    for (const [country, codes] of Object.entries(postalCodeExamples)) {
      for (const code of codes) {
        if (code.endsWith('*')) expect(code.slice(0, -1), country).toMatch(/^[A-Za-z0-9][A-Za-z0-9 -]*$/);
        else expect(code, country).toMatch(fieldRules.postalCode.pattern);
      }
    }
  });
});

describe('moving a product’s own stock to its first variant', () => {
  it('is open only while the product counts its own stock and has no variant', () => {
    expect(canMoveOwnStock(12, 0)).toBe(true);
    expect(canMoveOwnStock(0, 0)).toBe(true);
    expect(canMoveOwnStock(null, 0)).toBe(false);
    expect(canMoveOwnStock(12, 1)).toBe(false);
  });
});
