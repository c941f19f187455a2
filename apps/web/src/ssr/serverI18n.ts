import type { Language } from '@vitrine/contracts';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// The strings a shop page shows, in every language, loaded once with the server entry.
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/{common,storefront}.json', {
  eager: true,
  import: 'default',
});

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language for server renders: a render never changes its language, so
 * concurrent renders in different languages can share them safely.
 */
export function serverI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (instance) return instance;
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, strings] of Object.entries(files)) {
    const [, lang, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    if (!lang || !namespace) continue;
    resources[lang] ??= {};
    resources[lang][namespace] = strings;
  }
  instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    ns: ['common', 'storefront'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    initAsync: false,
  });
  instances.set(language, instance);
  return instance;
}
