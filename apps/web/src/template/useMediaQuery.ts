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

/**
 * The page's scroll offset as of its last scroll event. Read while React renders, `window.scrollY`
 * makes the browser lay the page out first whenever its layout is out of date, and React reads a
 * snapshot on every render of every component using it and again as it commits: about 50 ms of an
 * owner's first load went there. One listener for all of them keeps the offset instead.
 */
let scrollTop = 0;
const scrollListeners = new Set<() => void>();

function onScroll(): void {
  scrollTop = window.scrollY;
  for (const listener of scrollListeners) listener();
}

function subscribeToScroll(onChange: () => void): () => void {
  if (scrollListeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may have been scrolled while no one listened: read once the next frame is painted,
    // when its layout is up to date (reading now would lay out a page React is still changing).
    requestAnimationFrame(() => setTimeout(onScroll, 0));
  }
  scrollListeners.add(onChange);
  return () => {
    scrollListeners.delete(onChange);
    if (scrollListeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => scrollTop > threshold,
    () => false,
  );
}
