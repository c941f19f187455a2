import { de } from 'react-day-picker/locale/de';
import { enUS } from 'react-day-picker/locale/en-US';
import { fr } from 'react-day-picker/locale/fr';
import { pt } from 'react-day-picker/locale/pt';

/**
 * react-day-picker ships date-fns locales extended with its own labels; the app's four languages
 * map onto them (imported one by one so the page carries only these four).
 */
const locales = { en: enUS, de, fr, pt } as const;

export function dayPickerLocale(language: string) {
  return locales[language.slice(0, 2) as keyof typeof locales] ?? enUS;
}
