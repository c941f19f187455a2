/** Shown when a page fails to load (a stale bundle after a deploy, or a crash): a way back, never a blank page. */
export function RouteError() {
  return (
    <main className="vt-message-page">
      <h1>Sorry, this page could not be shown</h1>
      <p>Something went wrong.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
