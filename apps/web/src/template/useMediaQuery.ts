import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_MIN } from './themeConfig';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True from 1200 px: the horizontal layout and the menu collapse toggle apply; below, the menu is a drawer. */
export const useWideScreen = () => useMediaQuery(`(min-width: ${WIDE_SCREEN_MIN}px)`);

export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > threshold,
    () => false,
  );
}
