import { Languages } from 'lucide-react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, languages } from '../../i18n/languages';

/** English (default), Deutsch, Français, Português; <html lang> follows (see i18n/index.ts). */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation('shell');
  const current = languages.find((l) => l.code === i18n.resolvedLanguage) ?? languages[0];
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        as="button"
        bsPrefix="vt"
        className="btn-icon"
        aria-label={t('language.label', { language: current.label })}
        data-testid="language-toggle"
      >
        <Languages size={20} aria-hidden />
        <span className="d-none d-md-inline vt-navbar-text">{current.label}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {languages.map((l) => (
          <Dropdown.Item
            key={l.code}
            as="button"
            lang={l.code}
            active={l.code === current.code}
            aria-current={l.code === current.code}
            onClick={() => i18n.changeLanguage(l.code as LanguageCode)}
          >
            {l.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
