import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage } from './languages';
import { browserTranslator, shopStringsReady } from './shop';

/**
 * The account area's and the template's i18next (loaded with their layouts, template/appLayout.tsx).
 * Translations live in `locales/{lang}/{namespace}.json` and load lazily, one namespace of one
 * language at a time; a feature names its namespace in `useTranslation(ns)`. Shop pages read the
 * same files through their own small translator (i18n/shop) and never load this module.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyJson: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load()
      .then((module) => callback(null, module.default))
      .catch((error: Error) => callback(error, false));
  },
};

// The account area's i18next and the storefront's translator (i18n/shop) share one language:
// i18next starts in it, and a change on either side reaches the other.
export const i18nReady = i18next
  .use(lazyJson)
  .use(initReactI18next)
  .init({
    lng: browserTranslator.language,
    fallbackLng: defaultLanguage,
    supportedLngs: ['en', 'de', 'fr', 'pt'],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18next.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  browserTranslator.setLanguage(language);
  // Account pages show storefront parts too (the header designer's preview).
  void shopStringsReady();
});
browserTranslator.subscribe(() => {
  if (i18next.language !== browserTranslator.language) void i18next.changeLanguage(browserTranslator.language);
});
void shopStringsReady();

/**
 * A route's namespaces, loaded beside its code (template/appLayout.tsx), so its first render does
 * not suspend on them: a suspended first render shows the app's fallback, and React then holds the
 * page back until 300 ms after the fallback appeared (its fallback throttle). An owner's first
 * visit lost that twice, once for the shell's strings and once for the page's.
 */
export function namespacesReady(namespaces: readonly string[]): Promise<unknown> {
  // The files start now, beside `common`: i18next would ask for them only once its init is done.
  for (const language of new Set([browserTranslator.language, defaultLanguage])) {
    for (const namespace of namespaces) void files[`./locales/${language}/${namespace}.json`]?.();
  }
  return i18nReady.then(() => i18next.loadNamespaces([...namespaces]));
}

export { i18next };
