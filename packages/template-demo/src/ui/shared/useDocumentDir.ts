import { useSyncExternalStore } from 'react';

/**
 * The document's direction (`<html dir>`, set by the customizer), kept live: a widget that
 * mirrors itself by a prop (a slider, a carousel, a date picker) re-renders on a switch.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const read = (): 'ltr' | 'rtl' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

export function useDocumentDir() {
  return useSyncExternalStore(subscribe, read, () => 'ltr' as const);
}
