import type { ReactNode } from 'react';

/**
 * A chart as one image for assistive technology: the libraries draw unlabelled SVG or canvas,
 * so the wrapper carries the chart's name and a summary of its data. Charts inside are kept
 * free of focusable parts (no toolbars, no keyboard layers) so the image has no hidden controls.
 */
export function ChartFigure({
  label,
  height,
  children,
  className = '',
}: {
  label: string;
  /** The drawing's height in px; the width follows the card. */
  height?: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="img" aria-label={label} className={`vt-chart ${className}`} style={height ? { height } : undefined}>
      {children}
    </div>
  );
}
