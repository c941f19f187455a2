import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { doorTheme } from './handoff';
import { LanguageMenu } from './LanguageMenu';
import './doors.scss';

/**
 * The frame of the owner's doors (sign-in, sign-up, forgot password): the page in the
 * owner area's colour mode, a language choice, the card. Neither the admin template nor i18next
 * nor the app's Redux store loads on the way in; the owner area loads once the owner is in.
 */
export default function DoorLayout() {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-bs-theme', doorTheme());
    return () => html.removeAttribute('data-bs-theme');
  }, []);
  return (
    <div className="vt-fullscreen" data-layout="door">
      <div className="vt-fullscreen-lang">
        <LanguageMenu />
      </div>
      <Outlet />
    </div>
  );
}
