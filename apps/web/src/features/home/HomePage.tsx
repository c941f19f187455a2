import { useLayoutEffect } from 'react';

/** Whether this document itself was loaded at `/` (then the server did not write the home page). */
const loadedHere = () => {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry ? new URL(entry.name).pathname === '/' : false;
};

/**
 * `/` inside the web app. The home page is written by the server (apps/server/src/modules/home),
 * so a link to it from the account area or a shop loads it from the server. Only a
 * server without that page (a development setup) leaves the app here: it then offers the ways in.
 */
export default function HomePage() {
  const stay = loadedHere();
  useLayoutEffect(() => {
    if (!stay) window.location.replace('/');
  }, [stay]);
  if (!stay) return null;
  return (
    <main className="vt-message-page">
      <h1>Vitrine</h1>
      <p>
        <a href="/pages/register">Open your shop</a> · <a href="/login">Sign in</a>
      </p>
    </main>
  );
}
