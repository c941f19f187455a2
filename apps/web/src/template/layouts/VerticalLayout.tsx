import { useState } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { Outlet } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store';
import { selectCustomizer, toggleSidebarCollapsed } from '../customizer/customizerSlice';
import { Footer } from '../Footer';
import { Navbar } from '../navbar/Navbar';
import type { Role } from '../navigation/types';
import { VerticalMenu } from '../navigation/VerticalMenu';
import { useWideScreen } from '../useMediaQuery';
import { SkipLink } from './ShellExtras';

/** Sidebar layout; from 1200 px the sidebar can collapse, below it is an off-canvas drawer. */
export function VerticalLayout({ role }: { role: Role | null }) {
  const c = useAppSelector(selectCustomizer);
  const dispatch = useAppDispatch();
  const wide = useWideScreen();
  const [drawer, setDrawer] = useState(false);
  const collapsed = wide && c.sidebarCollapsed;
  const semiDark = c.theme === 'semi-dark';
  return (
    <div
      className={`vt-shell vt-vertical vt-menu-theme-${c.menuTheme}${collapsed ? ' vt-collapsed' : ''}`}
      data-layout="vertical"
      data-testid="shell"
    >
      <SkipLink />
      {wide ? (
        <VerticalMenu
          role={role}
          className="vt-sidebar-fixed"
          collapsed={c.sidebarCollapsed}
          onToggleCollapsed={() => dispatch(toggleSidebarCollapsed())}
          dark={semiDark}
        />
      ) : (
        <Offcanvas
          show={drawer}
          onHide={() => setDrawer(false)}
          placement="start"
          className={`vt-drawer vt-menu-theme-${c.menuTheme}`}
          data-bs-theme={semiDark ? 'dark' : undefined}
        >
          <VerticalMenu role={role} onClose={() => setDrawer(false)} dark={semiDark} />
        </Offcanvas>
      )}
      <div className="vt-main">
        {c.navbarType !== 'hidden' && (
          <Navbar className={`vt-navbar-${c.navbarType}`} showMenuToggle={!wide} onMenuToggle={() => setDrawer(true)} />
        )}
        <main id="vt-content" className="vt-content" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer type={c.footerType} />
      </div>
    </div>
  );
}
