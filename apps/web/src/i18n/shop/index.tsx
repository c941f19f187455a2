import { LANGUAGE_COOKIE } from '@vitrine/contracts/storefront-ssr';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { readBoot } from '../../ssr/boot';
import { defaultLanguage, initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from '../languages';
import { createTranslator, type Strings, type TranslateOptions, type Translator } from './translator';

/** The storefront's namespace: the strings every shop page shows. */
export const SHOP_NAMESPACES = ['storefront'] as const;

/**
 * The strings of checkout, confirmation and an order's page (a shop's first visit
 * downloads only what its first page shows). Keys missing here are looked up in `storefront`.
 */
export const ORDER_NAMESPACE = 'storefrontOrder';

// Lazy, one JSON chunk per language and namespace: a shopper downloads the strings of one language.
// The owner's doors (sign-in, sign-up, forgot password) read theirs here too, so the way in loads no i18next.
const files = import.meta.glob<{ default: Strings }>(['../locales/*/storefront*.json', '../locales/*/doors.json']);

async function loadStrings(language: string, namespace: string): Promise<Strings> {
  const load = files[`../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

/**
 * Keeps `<html lang>` and the remembered choice in step with the language; the cookie tells the
 * server which language to render a shop's page in.
 */
function followLanguage(language: string) {
  if (!isLanguage(language) || typeof document === 'undefined') return;
  // Setting `lang`, even to the value it has, restyles the page: 5-17 ms at 4x on a shop home.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice just is not remembered.
  }
}

/**
 * The browser's one language: the storefront reads it here, the account area's i18next follows it
 * (i18n/index.ts). A server-rendered page starts in the language it was rendered in.
 */
export const browserTranslator: Translator = createTranslator(
  typeof window === 'undefined' ? defaultLanguage : (readBoot()?.language ?? initialLanguage()),
  defaultLanguage,
  loadStrings,
);
if (typeof window !== 'undefined') {
  let followed = '';
  const follow = () => {
    if (followed === browserTranslator.language) return;
    followed = browserTranslator.language;
    followLanguage(followed);
  };
  browserTranslator.subscribe(follow);
  // A server-rendered page is already in its language, which the server chose from the remembered
  // choice (the cookie) or the browser's languages: writing it back would only add a synchronous
  // cookie write and a storage write to a first visit's busiest task.
  if (readBoot()?.language === browserTranslator.language) followed = browserTranslator.language;
  else follow();
}

/** Loads storefront strings of the current language (and English, the fallback). */
export const shopStringsReady = (
  translator: Translator = browserTranslator,
  namespaces: readonly string[] = SHOP_NAMESPACES,
) =>
  translator
    .ensure(translator.language, namespaces)
    .then(() => (translator.language === defaultLanguage ? undefined : translator.ensure(defaultLanguage, namespaces)));

/** A server render provides its own language's translator; the browser has one. */
export const TranslatorContext = createContext<Translator>(browserTranslator);

export interface ShopTranslation {
  t: (key: string, options?: TranslateOptions) => string;
  language: string;
  /** Loads the language's strings, then switches to it. */
  changeLanguage: (language: string) => Promise<void>;
}

/** `t` for one namespace, re-rendering when the language or the loaded strings change. */
export function useTranslation(namespace = 'storefront'): ShopTranslation {
  const translator = useContext(TranslatorContext);
  const version = useSyncExternalStore(
    translator.subscribe,
    () => translator.version,
    () => translator.version,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what makes a new `t` (new language or strings)
  return useMemo(
    () => ({
      t:
        namespace === 'storefront'
          ? (key, options) => translator.t(namespace, key, options)
          : // A page's own namespace first, then the strings every shop page has.
            (key, options) =>
              translator.t(namespace, key, { ...options, defaultValue: translator.t('storefront', key, options) }),
      language: translator.language,
      changeLanguage: async (language) => {
        await translator.ensure(
          language,
          namespace === 'storefront' ? SHOP_NAMESPACES : [...SHOP_NAMESPACES, namespace],
        );
        translator.setLanguage(language);
      },
    }),
    [translator, namespace, version],
  );
}
