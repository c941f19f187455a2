import { Menu, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateDemoEnabled } from '../../api/base';
import { useAppDispatch, useAppSelector } from '../../store';
import { selectCustomizer, setOption } from '../customizer/customizerSlice';
import { Bookmarks } from './Bookmarks';
import { LanguageDropdown } from './LanguageDropdown';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/**
 * The navbar: menu toggle (opens the drawer below 1200 px), bookmarks, search, language,
 * theme switch and user menu. Its colour and type come from the customizer.
 */
/** The search and the bookmarks run on the template's mock: with TEMPLATE_DEMO=false they are not offered. */
const demo = templateDemoEnabled();

export function Navbar({
  onMenuToggle,
  showMenuToggle,
  brand = false,
  className = '',
}: {
  onMenuToggle?: () => void;
  showMenuToggle: boolean;
  /** The horizontal layout has no sidebar, so the brand sits in the navbar. */
  brand?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('shell');
  const { navbarColor, theme } = useAppSelector(selectCustomizer);
  const dispatch = useAppDispatch();
  const colored = navbarColor !== 'default';
  return (
    <header
      className={`vt-navbar ${colored ? `vt-navbar-color-${navbarColor}` : ''} ${className}`}
      data-bs-theme={colored ? 'dark' : undefined}
      data-testid="navbar"
    >
      {showMenuToggle && (
        <button
          type="button"
          className="btn-icon"
          aria-label={t('menu.open')}
          onClick={onMenuToggle}
          data-testid="menu-toggle"
        >
          <Menu size={22} aria-hidden />
        </button>
      )}
      {brand && (
        <Link to="/" className="vt-brand me-3">
          <span className="vt-brand-mark" aria-hidden>
            V
          </span>
          <span>{t('brand')}</span>
        </Link>
      )}
      {demo && <Bookmarks />}
      <div className="vt-navbar-end">
        <LanguageDropdown />
        <button
          type="button"
          className="btn-icon"
          aria-label={t(theme === 'dark' ? 'theme.switchToLight' : 'theme.switchToDark')}
          onClick={() => dispatch(setOption('theme', theme === 'dark' ? 'light' : 'dark'))}
        >
          {theme === 'dark' ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
        </button>
        {demo && <SearchBox />}
        <UserMenu />
      </div>
    </header>
  );
}
