/** The four interface languages of the spec; English is the default. */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'de', label: 'Deutsch', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'pt', label: 'Português', dir: 'ltr' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];
export const defaultLanguage: LanguageCode = 'en';

export const LANGUAGE_STORAGE_KEY = 'vitrine.language';

export function isLanguage(value: unknown): value is LanguageCode {
  return languages.some((l) => l.code === value);
}

/** The remembered choice, else the browser's first supported language, else English. */
export function initialLanguage(): LanguageCode {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode); fall through.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const code = tag?.slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return defaultLanguage;
}
