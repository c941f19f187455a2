/** A thin labelled progress bar (Bootstrap markup: the role and name on the outer element). */
export function Meter({ label, percent, tone }: { label: string; percent: number; tone: string }) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ height: 6 }}
    >
      <div className={`progress-bar bg-${tone}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
