/** The loading fallback: an accessible spinner, full screen while the app root loads. */
export function Spinner({ fullScreen = false, label = 'Loading…' }: { fullScreen?: boolean; label?: string }) {
  return (
    <div className={`vt-spinner-wrap${fullScreen ? ' vt-full' : ''}`} role="status" aria-live="polite">
      <div className="vt-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
