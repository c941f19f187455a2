import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store';
import { selectCustomizer, setOption } from '../../template/customizer/customizerSlice';

/** The navbar's light/dark switch, for the lock panel (the navbar is not shown while locked). */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const { theme } = useAppSelector(selectCustomizer);
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="btn-icon"
      aria-label={t(theme === 'dark' ? 'theme.switchToLight' : 'theme.switchToDark')}
      onClick={() => dispatch(setOption('theme', theme === 'dark' ? 'light' : 'dark'))}
    >
      {theme === 'dark' ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
    </button>
  );
}
