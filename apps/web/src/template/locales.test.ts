import { describe, expect, it } from 'vitest';

/** Every string of every namespace (storefront, shell, account, demo apps) exists in en, de, fr and pt. */
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = Object.keys(files)
  .filter((path) => path.includes('/en/'))
  .map((path) => (/\/en\/(.+)\.json$/.exec(path) as RegExpExecArray)[1]);

describe('translations', () => {
  for (const namespace of namespaces) {
    it(`${namespace}: de, fr and pt have exactly the English keys, none blank`, () => {
      const english = keys(files[`../i18n/locales/en/${namespace}.json`]).sort();
      expect(english.length).toBeGreaterThan(0);
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
