/**
 * The storefront's strings without the i18next runtime (a shop page's first download
 * stays under 110 KB, and i18next alone is 14 KB of it). It reads the same JSON files in the
 * same format the account area's i18next reads: nested keys, `{{name}}` and `{{count, number}}`,
 * plurals as `key_one` / `key_other` (CLDR rules through `Intl.PluralRules`), `defaultValue`.
 */
import { formatNumber } from '@vitrine/contracts/number-format';
import { pluralRules } from './intl';

export type Strings = { [key: string]: string | Strings };
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

export interface Translator {
  readonly language: string;
  /** Changes whenever what `t` answers may change (a new language, new strings): a render key. */
  readonly version: number;
  t(namespace: string, key: string, options?: TranslateOptions): string;
  /** Adds one namespace's strings for one language (what `load` fetched, or bundled ones). */
  add(language: string, namespace: string, strings: Strings): void;
  has(language: string, namespace: string): boolean;
  /** Loads the namespaces a language lacks (with the loader given at creation), then resolves. */
  ensure(language: string, namespaces: readonly string[]): Promise<void>;
  /** Switches the language at once; strings not loaded yet show their fallback. */
  setLanguage(language: string): void;
  subscribe(listener: () => void): () => void;
}

type Loader = (language: string, namespace: string) => Promise<Strings>;

function lookup(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function createTranslator(initial: string, fallback: string, load?: Loader): Translator {
  let language = initial;
  let version = 0;
  const resources = new Map<string, Strings>();
  const pending = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const id = (lang: string, namespace: string) => `${lang}/${namespace}`;

  const find = (lang: string, namespace: string, key: string, count: number | undefined) => {
    const strings = resources.get(id(lang, namespace));
    if (count !== undefined) {
      const plural = lookup(strings, `${key}_${pluralRules(lang).select(count)}`);
      if (plural !== undefined) return plural;
      const other = lookup(strings, `${key}_other`);
      if (other !== undefined) return other;
    }
    return lookup(strings, key);
  };

  const interpolate = (text: string, lang: string, values: TranslateOptions) =>
    text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
      const value = values[name];
      if (value === undefined || value === null) return whole;
      if (format === 'number' && typeof value === 'number') return formatNumber(value, lang);
      return String(value);
    });

  return {
    get language() {
      return language;
    },
    get version() {
      return version;
    },
    t(namespace, key, options = {}) {
      const text =
        find(language, namespace, key, options.count) ??
        find(fallback, namespace, key, options.count) ??
        options.defaultValue ??
        key;
      return interpolate(text, language, options);
    },
    add(lang, namespace, strings) {
      resources.set(id(lang, namespace), strings);
      changed();
    },
    has: (lang, namespace) => resources.has(id(lang, namespace)),
    async ensure(lang, namespaces) {
      if (!load) return;
      await Promise.all(
        namespaces
          .filter((namespace) => !resources.has(id(lang, namespace)))
          .map((namespace) => {
            const key = id(lang, namespace);
            let loading = pending.get(key);
            if (!loading) {
              loading = load(lang, namespace).then(
                (strings) => {
                  resources.set(key, strings);
                  pending.delete(key);
                  changed();
                },
                (error: unknown) => {
                  pending.delete(key);
                  throw error;
                },
              );
              pending.set(key, loading);
            }
            return loading;
          }),
      );
    },
    setLanguage(next) {
      if (next === language) return;
      language = next;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
