import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_MIN } from './themeConfig';

/**
 * One list per query, kept: React reads the snapshot on every render of every component using it,
 * and each `matchMedia` call makes a new list the browser evaluates (~30 ms of an owner's first load).
 */
const lists = new Map<string, MediaQueryList>();

function mediaList(query: string): MediaQueryList {
  const list = lists.get(query) ?? window.matchMedia(query);
  lists.set(query, list);
  return list;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaList(query).matches,
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
