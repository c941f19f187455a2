import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen, scrolling sideways in its own box: the box is a
 * named region and a tab stop, so a keyboard user can scroll it with the arrow keys.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to be scrolled by keyboard (WCAG 2.1.1).
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
