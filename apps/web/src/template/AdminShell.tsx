import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import '../components/toasts/toast-palette.css';
import { Spinner } from '../components/Spinner';
import { useSession } from '../features/account/auth/useSession';
import { LiveOrders } from '../features/account/orders/live/LiveOrders';
import { LockOverlay } from '../features/lock-screen/LockOverlay';
import { lockSession, rememberShellPage, useIdleMinutes, useLocked } from '../features/lock-screen/lockState';
import { useIdleLock } from '../features/lock-screen/useIdleLock';
import { useAccountLanguage } from '../features/settings/accountLanguage';
import { useAppSelector } from '../store';
import { isShopOwnerPath } from './accountPaths';
import { selectCustomizer } from './customizer/customizerSlice';
import { HorizontalLayout } from './layouts/HorizontalLayout';
import { ShellExtras } from './layouts/ShellExtras';
import { VerticalLayout } from './layouts/VerticalLayout';
import { shellMenu } from './navigation/menu';
import { isAuthorized } from './navigation/permissions';
import { useWideScreen } from './useMediaQuery';
import { useThemeDocument } from './useThemeDocument';

/**
 * The admin template's frame around every account page (a lazy layout route): signs the
 * owner in first, applies the menu permissions, then the vertical or horizontal layout.
 */
export default function AdminShell() {
  const { t } = useTranslation('shell');
  const c = useAppSelector(selectCustomizer);
  const ready = useThemeDocument(c.theme, c.direction);
  const wide = useWideScreen();
  const auth = useSession();
  const location = useLocation();
  const signedIn = auth.status === 'signedIn';
  const locked = useLocked() && signedIn;
  useIdleLock(useIdleMinutes(), signedIn && !locked, lockSession);
  useAccountLanguage(signedIn ? auth.user_id : null);
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    // Where /pages/lock-screen returns after unlocking.
    if (signedIn && !locked) rememberShellPage(here);
  }, [signedIn, locked, here]);

  if (!ready || auth.status === 'unknown' || auth.status === 'checking') {
    return <Spinner fullScreen label={t('guard.checking')} />;
  }
  if (auth.status === 'signedOut') {
    if (auth.notice === 'loggedOut') return <Navigate to="/login" replace />;
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  const toasts = (
    <ToastContainer
      position="top-center"
      autoClose={2500}
      rtl={c.direction === 'rtl'}
      theme={c.theme === 'dark' ? 'dark' : 'light'}
    />
  );
  // Locked: the page is not rendered at all (not merely covered), so nothing of it is in the DOM.
  if (locked) {
    return (
      <>
        <LockOverlay name={auth.name} />
        {toasts}
      </>
    );
  }
  if (!isAuthorized(shellMenu(), location.pathname, auth.userRole)) {
    return <Navigate to="/misc/not-authorized" replace />;
  }
  const Layout = wide && c.layout === 'horizontal' ? HorizontalLayout : VerticalLayout;
  return (
    <>
      <Layout role={auth.userRole} />
      {/* Outside the layout, so switching layouts keeps the customizer open. */}
      <ShellExtras />
      {/* Outside the layout too: one order stream for the shop's own pages, kept across layout
          switches; the template's demo pages do without it (and catch up on return). */}
      {auth.userRole === 'owner' && isShopOwnerPath(location.pathname) && <LiveOrders />}
      {toasts}
    </>
  );
}
