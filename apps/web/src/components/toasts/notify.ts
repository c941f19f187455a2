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

export function notify(kind: ToastKind, message: string): void {
  hostRequested = true;
  showHost?.();
  void ready.then((toast) => toast[kind](message));
}
