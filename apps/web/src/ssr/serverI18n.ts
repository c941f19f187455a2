import type { Language } from '@vitrine/contracts';
import { createTranslator, type Strings, type Translator } from '../i18n/shop/translator';

// The strings a shop page and an owner's door show, in every language, loaded once with the server entry.
const files = import.meta.glob<Strings>(['../i18n/locales/*/storefront*.json', '../i18n/locales/*/doors.json'], {
  eager: true,
  import: 'default',
});

const translators = new Map<Language, Translator>();

/**
 * One translator per language for server renders: a render never changes its language, so
 * concurrent renders in different languages can share them safely.
 */
export function serverTranslator(language: Language): Translator {
  let translator = translators.get(language);
  if (translator) return translator;
  translator = createTranslator(language, 'en');
  for (const [file, strings] of Object.entries(files)) {
    const [, lang, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    if (lang && namespace) translator.add(lang, namespace, strings);
  }
  translators.set(language, translator);
  return translator;
}
