import { describe, expect, it } from 'vitest';
import { productInput, productUpdate, variantInput } from './products.js';
import { escapeCsvSegments, escapeFormula, unescapeCsvSegments, unescapeFormula } from './sheet-cells.js';

describe('formula escaping of spreadsheet cells', () => {
  it('prefixes a quote to text a spreadsheet would run, and nothing else', () => {
    for (const text of ['=1+2', '+91 98765', '-5% off', '@SUM(A1)', '\tx', '\rx']) {
      expect(escapeFormula(text)).toBe(`'${text}`);
    }
    for (const text of ['Blue mug', '', "'quoted", 'a=b', '12.50']) expect(escapeFormula(text)).toBe(text);
  });

  it('gives back exactly what was escaped, even text that starts with quotes', () => {
    for (const text of ['=1+2', "'=1+2", "''-x", "'plain", 'plain', '', '-']) {
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
    }
  });
});

describe('formula escaping after a separator inside a CSV cell', () => {
  it('quotes a formula character after , ; or a tab, and gives the text back exactly', () => {
    expect(escapeCsvSegments('x;=HYPERLINK("u")')).toBe(`x;'=HYPERLINK("u")`);
    expect(escapeCsvSegments('a,+1\t@b')).toBe(`a,'+1\t'@b`);
    expect(escapeCsvSegments('red, -blue; 5-6')).toBe('red, -blue; 5-6');
    for (const text of ['x;=1', "x;'=1", "x;''-1", 'a,b', 'plain', ';;=', '']) {
      expect(unescapeCsvSegments(escapeCsvSegments(text))).toBe(text);
    }
  });
});

describe('sku fields', () => {
  it('trims, clears on empty or null, and refuses long or multi-line codes', () => {
    expect(productInput.parse({ product_name: 'A', main_price: 1, sku: ' AB-1 ' }).sku).toBe('AB-1');
    expect(productInput.parse({ product_name: 'A', main_price: 1 }).sku).toBeNull();
    expect(productUpdate.parse({ sku: '  ' }).sku).toBeNull();
    expect(productUpdate.parse({ sku: null }).sku).toBeNull();
    expect(productUpdate.parse({}).sku).toBeUndefined();
    expect(variantInput.parse({ product_variant_name: 'S', price: 1 }).sku).toBeUndefined();
    expect(variantInput.safeParse({ product_variant_name: 'S', price: 1, sku: 'x'.repeat(65) }).success).toBe(false);
    expect(variantInput.safeParse({ product_variant_name: 'S', price: 1, sku: 'a\nb' }).success).toBe(false);
  });
});
