import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Strings } from './translator';

const locales = path.resolve(__dirname, '../locales');
const languages = readdirSync(locales);
const read = (lang: string): Strings => JSON.parse(readFileSync(path.join(locales, lang, 'storefront.json'), 'utf8'));

/** Every key of a namespace, plural forms folded into their base key. */
function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
}

const values = { name: 'Lamp', price: '€ 12.00', number: 2, total: 5, max: 40, page: 3, shop: 'Bakery', q: 'tea' };

describe('the storefront translator', () => {
  it('answers every storefront string exactly as i18next does, in every language and plural form', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: Object.fromEntries(languages.map((lang) => [lang, { storefront: read(lang) }])),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const translator = createTranslator('en', 'en');
    for (const lang of languages) translator.add(lang, 'storefront', read(lang));
    let compared = 0;
    for (const lang of languages) {
      await i18n.changeLanguage(lang);
      translator.setLanguage(lang);
      for (const key of new Set(keysOf(read('en')))) {
        for (const count of [undefined, 0, 1, 2, 1500]) {
          const options = count === undefined ? values : { ...values, count };
          expect(translator.t('storefront', key, options), `${lang} ${key} ${count}`).toBe(
            i18n.t(key, { ns: 'storefront', ...options }),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it("a plural form a language's file lacks (French 'many' for a million) uses its own 'other', not English", () => {
    const translator = createTranslator('fr', 'en');
    translator.add('en', 'storefront', read('en'));
    translator.add('fr', 'storefront', read('fr'));
    expect(translator.t('storefront', 'catalogue.count', { count: 1000000 })).toBe('1\u202f000\u202f000 produits');
  });

  it('falls back to English, then to defaultValue, then to the key', () => {
    const translator = createTranslator('de', 'en');
    translator.add('en', 'storefront', { a: 'English', b: { c: 'nested' } });
    translator.add('de', 'storefront', { b: { c: 'verschachtelt' } });
    expect(translator.t('storefront', 'b.c')).toBe('verschachtelt');
    expect(translator.t('storefront', 'a')).toBe('English');
    expect(translator.t('storefront', 'x', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(translator.t('storefront', 'x.y')).toBe('x.y');
  });

  it('loads a language once however often it is asked for, and tells listeners', async () => {
    let loads = 0;
    const translator = createTranslator('en', 'en', async (lang) => {
      loads += 1;
      return { hello: lang === 'fr' ? 'Bonjour' : 'Hello' };
    });
    const seen: number[] = [];
    translator.subscribe(() => seen.push(translator.version));
    await Promise.all([translator.ensure('fr', ['storefront']), translator.ensure('fr', ['storefront'])]);
    await translator.ensure('fr', ['storefront']);
    expect(loads).toBe(1);
    translator.setLanguage('fr');
    expect(translator.t('storefront', 'hello')).toBe('Bonjour');
    expect(seen).toEqual([1, 2]);
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const translator = createTranslator('en', 'en', async () => {
      if (fail) throw new Error('offline');
      return { hello: 'Hello' };
    });
    await expect(translator.ensure('en', ['storefront'])).rejects.toThrow('offline');
    fail = false;
    await translator.ensure('en', ['storefront']);
    expect(translator.t('storefront', 'hello')).toBe('Hello');
  });
});
