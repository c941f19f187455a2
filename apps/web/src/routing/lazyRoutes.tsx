import { type ComponentType, type ReactNode, use } from 'react';
import { type Location, matchRoutes, type Params, type RouteObject, useLocation, useParams } from 'react-router';

/** What a lazy route's code gives: its component (or a ready element). */
export interface LoadedRoute {
  Component?: ComponentType | null;
  element?: ReactNode;
}

/** Where a route is entered: the address and the parameters its path took from it. */
export interface RouteEntry {
  params: Params;
  location: Pick<Location, 'pathname' | 'search'>;
}

/**
 * One route of the app's tables (routes.tsx, template/accountPages.tsx, the demo's route files):
 * React Router's route shape, with pages that load when first opened (`lazy`). `prepare` starts
 * what the route's first render needs besides its code (the shop's API reads, its strings), beside
 * that code, and is waited for with it. The browser renders the tables with `useRoutes` (not the
 * data router, whose code a shop's first visit would download, past its script budget).
 */
export interface AppRoute {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  lazy?: () => Promise<LoadedRoute>;
  prepare?: (entry: RouteEntry) => Promise<unknown> | undefined;
  children?: AppRoute[];
}

interface Loading {
  promise: Promise<void>;
  loaded?: LoadedRoute;
  failed?: { error: unknown };
}

const loading = new WeakMap<AppRoute, Loading>();
const failures = new Set<AppRoute>();

/**
 * A promise that never rejects, marked once settled the way React's `use` reads a promise's state:
 * `use` then returns at once for one that settled before the render (a preloaded route), instead
 * of suspending once more, and a component can call `use` on it on every render.
 */
export function settledForUse(work: Promise<unknown>): Promise<void> {
  const marked = work.then(
    () => undefined,
    () => undefined,
  ) as Promise<void> & { status?: string; value?: undefined };
  void marked.then(() => {
    marked.status = 'fulfilled';
    marked.value = undefined;
  });
  return marked;
}

/** Loads a lazy route's code (once) and, on the way in, what it prepares. */
export function loadRoute(route: AppRoute, entry: RouteEntry): Promise<void> {
  const known = loading.get(route);
  if (known) return known.promise;
  const state: Loading = {
    promise: settledForUse(
      Promise.all([route.lazy?.() ?? {}, route.prepare?.(entry)]).then(
        ([loaded]) => {
          state.loaded = loaded;
        },
        (error: unknown) => {
          state.failed = { error };
          failures.add(route);
        },
      ),
    ),
  };
  loading.set(route, state);
  return state.promise;
}

/** Routes whose code failed to load are asked again on the next visit (after the error page). */
export function forgetFailedRoutes(): void {
  for (const route of failures) loading.delete(route);
  failures.clear();
}

const show = ({ Component, element }: LoadedRoute): ReactNode => (Component ? <Component /> : (element ?? null));

/**
 * A lazy route's element: its page as soon as its code is in, with nothing around it, so a page
 * the server rendered (its routes loaded before hydrating: `preloadRoutes`) hydrates node for node.
 * Until then it suspends: a link's navigation (a transition) keeps the previous page on screen.
 */
function LazyRoute({ route }: { route: AppRoute }): ReactNode {
  const params = useParams();
  const { pathname, search } = useLocation();
  // Called on every render (React asks that of `use`); at once for code already in.
  use(loadRoute(route, { params, location: { pathname, search } }));
  const state = loading.get(route);
  if (state?.failed) throw state.failed.error;
  return state?.loaded ? show(state.loaded) : null;
}

/** What a route shows: its lazy page, its component or its element (none: its children's outlet). */
function routeElement(route: AppRoute): ReactNode {
  const { Component } = route;
  if (route.lazy) return <LazyRoute route={route} />;
  return Component ? <Component /> : route.element;
}

/** The tables as `useRoutes` takes them: each route's element, and the route itself as its `handle`. */
export function elementRoutes(table: AppRoute[]): RouteObject[] {
  return table.map((route): RouteObject => {
    const { id, path, index, caseSensitive, children } = route;
    const shown = routeElement(route);
    if (index) return { id, index: true, caseSensitive, path, element: shown, handle: route };
    return {
      id,
      path,
      caseSensitive,
      element: shown,
      handle: route,
      children: children && elementRoutes(children),
    };
  });
}

/** The routes an address matches, outermost first, with their parameters. */
export function matchAppRoutes(routes: RouteObject[], pathname: string): { route: AppRoute; params: Params }[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => ({
    route: match.route.handle as AppRoute,
    params: match.params,
  }));
}

/**
 * Loads the code of every lazy route an address matches (and what they prepare) before the first
 * render, so it shows the page at once and a server-rendered page hydrates the HTML it came with.
 * A route whose code fails to load is left to render (and show the error page).
 */
export async function preloadRoutes(routes: RouteObject[], location: RouteEntry['location']): Promise<void> {
  await Promise.all(
    matchAppRoutes(routes, location.pathname).map(({ route, params }) =>
      route.lazy ? loadRoute(route, { params, location }) : route.prepare?.({ params, location }),
    ),
  );
}
