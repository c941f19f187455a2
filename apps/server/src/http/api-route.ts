import type { FastifyRequest } from 'fastify';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The API route pattern a request reached ("/api/getcatalogue/:url"), or undefined. Rules keyed on
 * the route, not on the raw `request.url`, hold for every spelling the router accepts
 * (`/%61pi/…`, escapes inside segments): the router decodes before it matches.
 */
export function apiRouteOf(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  return route !== undefined && isApiPath(route) ? route : undefined;
}

/**
 * Whether an unmatched request was meant for the API: its path decoded and with dot segments
 * and repeated slashes folded, so `/%61pi/nope` gets the API's JSON 404, not the web app.
 */
export function looksLikeApi(url: string): boolean {
  let path = url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the path as written.
  }
  path = new URL(path.replace(/\/{2,}/g, '/'), 'http://x').pathname;
  return isApiPath(path.toLowerCase());
}
