import type { toast as Toast } from 'react-toastify/unstyled';

/**
 * Toasts without react-toastify in the first download: the library loads with the first
 * message (always after a click), and messages wait until its container is mounted.
 */
export type ToastKind = 'success' | 'info' | 'error';

let showHost: (() => void) | undefined;
let hostRequested = false;
let resolveReady: (toast: typeof Toast) => void = () => undefined;
const ready = new Promise<typeof Toast>((resolve) => {
  resolveReady = resolve;
});

/** Called by <Toasts> so a message can ask for the host to mount. */
export function registerHost(show: () => void): () => void {
  showHost = show;
  if (hostRequested) show();
  return () => {
    if (showHost === show) showHost = undefined;
  };
}

/** Called by the host once its container is mounted. */
export function hostMounted(toast: typeof Toast): void {
  resolveReady(toast);
}

/**
 * Runs `work` once the browser has painted the next frame: a message tells of a change the tap
 * made (the cart's badge), which shows first, and the toast's work (the first one loads and mounts
 * react-toastify) does not hold that frame back (a tap on Add to cart must reach the badge
 * within 100 ms on a phone). A hidden page paints no frames: its message waits until it is shown.
 */
function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  // rAF runs just before the frame's paint; the task queued there runs after it.
  requestAnimationFrame(() => setTimeout(work, 0));
}

export function notify(kind: ToastKind, message: string): void {
  afterNextPaint(() => {
    hostRequested = true;
    showHost?.();
    void ready.then((toast) => toast[kind](message));
  });
}
