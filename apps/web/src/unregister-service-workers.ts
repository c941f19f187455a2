/** The spec: any service worker left by an earlier version is unregistered on start. */
export function unregisterServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => {
      // Nothing to unregister, or the browser refused: the app works either way.
    });
}
