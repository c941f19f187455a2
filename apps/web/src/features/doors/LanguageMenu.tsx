import { Languages } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { languages } from '../../i18n/languages';
import { useHydrated } from '../storefront/shared/serverRender';
import { useDoorText } from './strings';

/**
 * English, Deutsch, Français, Português as a disclosure menu (a button and a list of buttons):
 * Escape or a click elsewhere closes it, focus returns to the button after a choice.
 */
export function LanguageMenu() {
  const { t, language, changeLanguage } = useDoorText();
  const [open, setOpen] = useState(false);
  // Server HTML: the menu opens once the page has hydrated.
  const hydrated = useHydrated();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const current = languages.find((l) => l.code === language) ?? languages[0];

  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    // Tabbing out of the menu closes it too.
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        ref={toggle}
        className="btn-icon"
        aria-label={t('language.label', { language: current.label })}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="language-toggle"
        disabled={!hydrated}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Languages size={20} aria-hidden />
        <span className="d-none d-md-inline">{current.label}</span>
      </button>
      {open && (
        <ul id={menuId} className="dropdown-menu show">
          {languages.map((l) => (
            <li key={l.code}>
              <button
                type="button"
                lang={l.code}
                className={`dropdown-item${l.code === current.code ? ' active' : ''}`}
                aria-current={l.code === current.code}
                onClick={async () => {
                  setOpen(false);
                  toggle.current?.focus();
                  await changeLanguage(l.code);
                }}
              >
                {l.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
