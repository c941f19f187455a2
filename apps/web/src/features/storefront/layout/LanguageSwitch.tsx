import { useId } from 'react';
import { languages } from '../../../i18n/languages';
import { useTranslation } from '../../../i18n/shop';
import { useHydrated } from '../shared/serverRender';

/** Picks one of the four languages; the translator remembers it and keeps `<html lang>` in step. */
export function LanguageSwitch() {
  const { t, language, changeLanguage } = useTranslation('storefront');
  const id = useId();
  // Server HTML: the control works once the page has hydrated (a choice made before would be lost).
  const ready = useHydrated();
  return (
    <div className="sf-language">
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={language}
        onChange={(event) => void changeLanguage(event.target.value)}
        disabled={!ready}
        data-testid="language-select"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
