import { useContext, useMemo, useSyncExternalStore } from 'react';
import { shopStringsReady, TranslatorContext } from '../../i18n/shop';
import type { TranslateOptions } from '../../i18n/shop/translator';

/** The doors' strings (locales/{language}/doors.json), read by the storefront's small translator, not i18next. */
export const DOOR_NAMESPACE = 'doors';

/** Loads the doors' strings in the browser's language (and English, the fallback). */
export const doorStringsReady = () => shopStringsReady(undefined, [DOOR_NAMESPACE]);

export interface DoorText {
  t: (key: string, options?: TranslateOptions) => string;
  language: string;
  /** Loads the language's door strings, then switches the whole browser to it. */
  changeLanguage: (language: string) => Promise<void>;
}

/** `t` for the doors, re-rendering when the language or the loaded strings change. */
export function useDoorText(): DoorText {
  const translator = useContext(TranslatorContext);
  const version = useSyncExternalStore(
    translator.subscribe,
    () => translator.version,
    () => translator.version,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what makes a new `t` (new language or strings)
  return useMemo(
    () => ({
      t: (key, options) => translator.t(DOOR_NAMESPACE, key, options),
      language: translator.language,
      changeLanguage: async (language) => {
        await translator.ensure(language, [DOOR_NAMESPACE]);
        translator.setLanguage(language);
      },
    }),
    [translator, version],
  );
}
