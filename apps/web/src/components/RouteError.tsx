import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (a stale bundle after a deploy, or a crash): a way back, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main className="vt-message-page">
      <h1>Sorry, this page could not be shown</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
