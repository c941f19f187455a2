import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, useLocation, useParams, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type AppRoute, elementRoutes, forgetFailedRoutes, preloadRoutes } from './lazyRoutes';
import { RouteBoundary } from './RouteBoundary';

/** A promise the test settles when it wants: a page's code on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Layout() {
  return (
    <main>
      <Link to="/shop/next">next</Link>
      <Outlet />
    </main>
  );
}
function Product() {
  return <p>product {useParams().id}</p>;
}

/** The app's way of rendering a table (routes.tsx `AppRoutes`), over a fixed table. */
function Routed({ table }: { table: AppRoute[] }) {
  const location = useLocation();
  const routes = elementRoutes(table);
  return (
    <RouteBoundary location={location} onReset={forgetFailedRoutes}>
      <Matched routes={routes} />
    </RouteBoundary>
  );
}
const Matched = ({ routes }: { routes: ReturnType<typeof elementRoutes> }) => useRoutes(routes);

const at = (path: string, table: AppRoute[]) => (
  <MemoryRouter initialEntries={[path]}>
    <Suspense fallback={<p>loading</p>}>
      <Routed table={table} />
    </Suspense>
  </MemoryRouter>
);

/** Renders in an awaited act, so React retries what suspended once its promise settles (React 19). */
const show = async (ui: React.ReactElement) => {
  await act(async () => {
    render(ui);
  });
};
const click = (text: string) =>
  act(async () => {
    fireEvent.click(screen.getByText(text));
  });

describe('lazy route tables rendered with useRoutes', () => {
  it('renders preloaded routes at once, with nothing around the pages (what hydration needs)', async () => {
    const prepare = vi.fn(() => Promise.resolve());
    const table: AppRoute[] = [
      {
        path: '/:shop',
        lazy: async () => ({ Component: Layout }),
        prepare,
        children: [{ path: 'p/:id', lazy: async () => ({ Component: Product }) }],
      },
    ];
    await preloadRoutes(elementRoutes(table), { pathname: '/demo/p/7', search: '?x=1' });
    expect(prepare).toHaveBeenCalledWith({
      params: { shop: 'demo', id: '7', '*': undefined },
      location: { pathname: '/demo/p/7', search: '?x=1' },
    });
    // No suspension (the fallback would show) and no extra boundary between the routes and the pages.
    expect(renderToString(at('/demo/p/7', table))).toBe(
      '<!--$--><main><a href="/shop/next" data-discover="true">next</a><p>product <!-- -->7</p></main><!--/$-->',
    );
  });

  it('suspends a route whose code is not in yet, then shows its page', async () => {
    const code = deferred<{ Component: typeof Product }>();
    const table: AppRoute[] = [{ path: '/p/:id', lazy: () => code.promise }];
    await show(at('/p/3', table));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => code.resolve({ Component: Product }));
    expect(await screen.findByText('product 3')).toBeTruthy();
  });

  it("keeps the page on screen while a link's next page loads", async () => {
    const next = deferred<{ Component: () => React.ReactNode }>();
    const table: AppRoute[] = [
      {
        path: '/shop',
        Component: Layout,
        children: [
          { index: true, element: <p>home</p> },
          { path: 'next', lazy: () => next.promise },
        ],
      },
    ];
    await show(at('/shop', table));
    await click('next');
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => next.resolve({ Component: () => <p>next page</p> }));
    expect(await screen.findByText('next page')).toBeTruthy();
    expect(screen.queryByText('home')).toBeNull();
  });

  it('shows the error page when a page cannot load, and asks again at the next address', async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ Component: () => <p>next page</p> });
    const table: AppRoute[] = [
      { path: '/shop/next', lazy: load },
      { path: '/back', element: <p>back</p> },
    ];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(
      <MemoryRouter initialEntries={['/shop/next']}>
        {/* Outside the routes, as the browser's Back button is. */}
        <Link to="/back">to back</Link>
        <Link to="/shop/next">to next</Link>
        <Suspense fallback={<p>loading</p>}>
          <Routed table={table} />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Sorry, this page could not be shown' })).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    consoleError.mockRestore();
    await click('to back');
    expect(await screen.findByText('back')).toBeTruthy();
    await click('to next');
    expect(await screen.findByText('next page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
