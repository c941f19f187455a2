/**
 * A progress ring drawn by hand: a track circle and a value circle whose dash covers `value`
 * percent of the circumference. The figure in the middle is the ring's text alternative.
 */
export function Ring({
  value,
  colour,
  size = 120,
  label,
}: {
  value: number;
  colour: string;
  size?: number;
  label: string;
}) {
  const stroke = 10;
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  return (
    <div
      className="position-relative d-inline-block"
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
    >
      <svg width={size} height={size} className="vt-ring" aria-hidden>
        <circle className="vt-ring-track" cx={size / 2} cy={size / 2} r={r} fill="none" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke={`var(--bs-${colour})`}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
        />
      </svg>
      <span className="position-absolute top-50 start-50 translate-middle h4 mb-0" aria-hidden>
        {value}%
      </span>
    </div>
  );
}
