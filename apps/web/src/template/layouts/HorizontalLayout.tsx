import { Outlet } from 'react-router';
import { useAppSelector } from '../../store';
import { selectCustomizer } from '../customizer/customizerSlice';
import { Footer } from '../Footer';
import { Navbar } from '../navbar/Navbar';
import { HorizontalMenu } from '../navigation/HorizontalMenu';
import type { Role } from '../navigation/types';
import { HEADER_SCROLL_THRESHOLD } from '../themeConfig';
import { useScrolledPast } from '../useMediaQuery';
import { SkipLink } from './ShellExtras';

/** Top-menu layout (only from 1200 px; narrower windows get the vertical one). */
export function HorizontalLayout({ role }: { role: Role | null }) {
  const c = useAppSelector(selectCustomizer);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  return (
    <div className={`vt-shell vt-horizontal vt-menu-theme-${c.menuTheme}`} data-layout="horizontal" data-testid="shell">
      <SkipLink />
      <div
        className={`vt-header vt-header-${c.navbarType}${scrolled ? ' vt-scrolled' : ''}`}
        data-testid="horizontal-header"
        data-scrolled={scrolled}
      >
        {c.navbarType !== 'hidden' && <Navbar className="vt-navbar-static" showMenuToggle={false} brand />}
        <HorizontalMenu role={role} dark={c.theme === 'semi-dark'} />
      </div>
      <div className="vt-main">
        <main id="vt-content" className="vt-content" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer type={c.footerType} />
      </div>
    </div>
  );
}
