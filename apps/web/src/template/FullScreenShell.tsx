import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { Spinner } from '../components/Spinner';
import { useAppSelector } from '../store';
import { selectCustomizer } from './customizer/customizerSlice';
import { LanguageDropdown } from './navbar/LanguageDropdown';
import { useThemeDocument } from './useThemeDocument';

/** The full-screen layout (login, register, not-authorized, 404): the theme, a language choice, the page. */
export default function FullScreenShell() {
  const c = useAppSelector(selectCustomizer);
  const ready = useThemeDocument(c.theme, c.direction);
  if (!ready) return <Spinner fullScreen />;
  return (
    <div className="vt-fullscreen" data-layout="full-screen">
      <div className="vt-fullscreen-lang">
        <LanguageDropdown />
      </div>
      <Outlet />
      <ToastContainer position="top-center" autoClose={2500} rtl={c.direction === 'rtl'} />
    </div>
  );
}
