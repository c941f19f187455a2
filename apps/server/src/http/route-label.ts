import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** What a request no route, page or pattern names is counted under: one label for every such address. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The name a request is counted and logged under: a route pattern, never the raw address. */
export type RouteLabel = (request: FastifyRequest) => string;

/**
 * Labels requests by their route's pattern. The pages the web app's fallback answers (a shop,
 * a product) have no Fastify route, so `pagePattern` names them by the pattern of the page they
 * are (`/:shop`); it is asked only for what the fallback would render as a page (GET or HEAD of a
 * path without an extension), and every other unmatched address (a missing file, a typo) shares
 * one label, so a crawler's guesses never grow the metrics' series.
 */
export function routeLabels(pagePattern: (pathname: string) => string | undefined = () => undefined): RouteLabel {
  return (request) => {
    const route = request.routeOptions.url;
    if (route !== undefined) return route;
    if (request.method !== 'GET' && request.method !== 'HEAD') return UNMATCHED_ROUTE;
    const pathname = request.url.split('?')[0];
    if (path.extname(pathname)) return UNMATCHED_ROUTE;
    return pagePattern(pathname) ?? UNMATCHED_ROUTE;
  };
}
