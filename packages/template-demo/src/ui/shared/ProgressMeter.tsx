/**
 * A Bootstrap 5.3 progress bar with its accessible name on the element that has role=progressbar
 * (react-bootstrap's ProgressBar puts extra props on the wrapper, so axe would miss the name).
 */
export function ProgressMeter({
  now,
  label,
  color = 'primary',
  text,
  striped = false,
  animated = false,
  height,
  segment = false,
}: {
  now: number;
  /** The accessible name. */
  label: string;
  color?: string;
  /** Visible text inside the bar (e.g. "40%"). */
  text?: string;
  striped?: boolean;
  animated?: boolean;
  height?: number;
  /** One segment of a `.progress-stacked` bar: the outer element takes the width. */
  segment?: boolean;
}) {
  const bar = [
    'progress-bar',
    // text-bg picks a readable text colour for the bar's background.
    `text-bg-${color}`,
    striped || animated ? 'progress-bar-striped' : '',
    animated ? 'progress-bar-animated' : '',
  ].join(' ');
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(now)}
      aria-valuemin={0}
      aria-valuemax={100}
      style={segment ? { width: `${now}%` } : height ? { height } : undefined}
    >
      <div className={bar} style={{ width: segment ? '100%' : `${now}%` }}>
        {text}
      </div>
    </div>
  );
}
