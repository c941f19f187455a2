import { useMemo, useSyncExternalStore } from 'react';
import { type ChartTheme, chartThemeFrom } from './chartTheme';

/** The document attributes the shell sets for the colour mode and the direction. */
const watched = ['data-bs-theme', 'dir'];

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: watched });
  return () => observer.disconnect();
}

const snapshot = () => {
  const html = document.documentElement;
  return `${html.getAttribute('data-bs-theme') ?? 'light'}|${html.getAttribute('dir') ?? 'ltr'}`;
};

/**
 * The chart colours of the current theme (Bootstrap CSS variables on <html>), new whenever the
 * shell switches light/dark/semi-dark or the direction. Canvas and SVG libraries cannot use
 * `var(--bs-…)` themselves, so they get the resolved values and redraw on `theme.key`.
 */
export function useChartTheme(): ChartTheme {
  const state = useSyncExternalStore(subscribe, snapshot, () => 'light|ltr');
  return useMemo(() => {
    const [mode, dir] = state.split('|');
    const style = getComputedStyle(document.documentElement);
    return chartThemeFrom((name) => style.getPropertyValue(name), mode === 'dark' ? 'dark' : 'light', dir === 'rtl');
  }, [state]);
}
