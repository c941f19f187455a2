import { LANGUAGE_COOKIE } from '@vitrine/contracts/storefront-ssr';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readBoot } from '../ssr/boot';
import { defaultLanguage, initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from './languages';

/**
 * Translations live in `locales/{lang}/{namespace}.json` and load lazily: a shopper
 * downloads only the storefront strings of one language. Namespaces: common,
 * storefront, account, shell. A feature names its namespace in `useTranslation(ns)`.
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

/**
 * Keeps `<html lang>` and the remembered choice in step with the language; the cookie tells the
 * server which language to render a shop's page in (issue 11).
 */
function followLanguage(language: string) {
  if (!isLanguage(language) || typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice just is not remembered.
  }
}

// A server-rendered page hydrates in the language it was rendered in, with the strings it shows.
const boot = readBoot();

export const i18nReady = i18next
  .use(lazyJson)
  .use(initReactI18next)
  .init({
    lng: boot?.language ?? initialLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: ['en', 'de', 'fr', 'pt'],
    ns: boot ? ['common', 'storefront'] : ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18next.on('languageChanged', followLanguage);
followLanguage(i18next.language);

export { i18next };
