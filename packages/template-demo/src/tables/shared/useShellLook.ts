import { useAppSelector } from '@vitrine/web/store';
import { selectCustomizer } from '@vitrine/web/template/customizer/customizerSlice';

/**
 * The page's colour mode and direction as the customizer sets them, for the libraries that take
 * them as options (semi-dark darkens only the menu: the page itself stays light).
 */
export function useShellLook(): { dark: boolean; rtl: boolean } {
  const { theme, direction } = useAppSelector(selectCustomizer);
  return { dark: theme === 'dark', rtl: direction === 'rtl' };
}
