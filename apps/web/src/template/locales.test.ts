import { describe, expect, it } from 'vitest';

/** Every string of the shell and the account area exists in en, de, fr and pt. */
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/{shell,account}.json', {
  eager: true,
  import: 'default',
});

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations of the shell and the account area', () => {
  for (const namespace of ['shell', 'account']) {
    it(`${namespace}: de, fr and pt have exactly the English keys, none blank`, () => {
      const english = keys(files[`../i18n/locales/en/${namespace}.json`]).sort();
      expect(english.length).toBeGreaterThan(20);
      for (const language of ['de', 'fr', 'pt']) {
        const file = files[`../i18n/locales/${language}/${namespace}.json`];
        expect(keys(file).sort(), `${language}/${namespace}.json`).toEqual(english);
        for (const key of english) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
          expect(String(text).trim(), `${language}: ${key}`).not.toBe('');
        }
      }
    });
  }
});
