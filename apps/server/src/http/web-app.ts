import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape.js';
import { looksLikeApi } from './api-route.js';
import { BuiltBundles } from './built-bundles.js';
import { CompressedPages } from './compressed-pages.js';
import { staticAnswerHeaders } from './static-headers.js';

/** Writes page-specific tags into index.html (storefront link previews); null leaves the page as built. */
export type PageRenderer = (
  indexHtml: string,
  request: FastifyRequest,
) => Promise<
  { status: 200 | 404; html: string; personal?: boolean } | { status: 301; location: string; personal?: boolean } | null
>;

/** What the page needs to know at run time, written into every served page (never baked into the build). */
export interface RuntimeSettings {
  apiKey: string;
  /** TEMPLATE_DEMO: whether the web app offers the template's demo apps. */
  templateDemo: boolean;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the map pages' tiles and their credit. */
  mapTiles: { url: string; attribution: string };
}

/**
 * The settings as a meta tag at the top of <head>, so one build serves every instance and every
 * configuration: a changed API_KEY needs a restart, not a rebuild. (The CSP allows no inline script.)
 */
export function withRuntimeSettings(indexHtml: string, runtime: RuntimeSettings): string {
  const tags = [
    `<meta name="vitrine-api-key" content="${escapeHtml(runtime.apiKey)}" />`,
    `<meta name="vitrine-template-demo" content="${runtime.templateDemo ? 'on' : 'off'}" />`,
    `<meta name="vitrine-map-tile-url" content="${escapeHtml(runtime.mapTiles.url)}" />`,
    `<meta name="vitrine-map-tile-attribution" content="${escapeHtml(runtime.mapTiles.attribution)}" />`,
  ];
  return indexHtml.replace(/<head>/i, () => `<head>\n    ${tags.join('\n    ')}`);
}

/**
 * Serves the built web app: hashed bundles under /static are immutable, index.html is
 * never cached, and any other GET that accepts HTML falls back to index.html so client
 * routes (/{shop}, /login, …) load. /api never falls back.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  runtime: RuntimeSettings,
  renderPage?: PageRenderer,
): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? withRuntimeSettings(readFileSync(indexFile, 'utf8'), runtime) : undefined;

  if (webDist && indexHtml) {
    // The hashed bundles from memory (http/built-bundles.ts); a miss goes on to the fallback below.
    BuiltBundles.load(webDist).register(app);
    // The few other files (pictures, the icon) as routes of their own, so that every other path
    // (a shop's address, a client route) reaches the fallback below without touching the disk.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      globIgnore: ['static/**', '**/*.br', '**/*.gz', 'index.html'],
      // The build writes .br/.gz copies of its SVGs where they save bytes (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      // The ETag alone revalidates these files; no one asks for part of a picture.
      lastModified: false,
      acceptRanges: false,
      setHeaders(reply: FastifyReply) {
        // A picture carries only the security headers that apply to it.
        staticAnswerHeaders(reply);
        reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  // The fallback is a not-found handler, which @fastify/compress does not reach: pages compress here.
  const pages = new CompressedPages();
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (looksLikeApi(request.url)) {
      return reply.code(404).send({ status: 'fail', message: `No API route ${request.method} ${pathname}` });
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (wantsPage && indexHtml) {
      const page = renderPage ? await renderPage(indexHtml, request) : null;
      // A shop's former address (or another case of it): permanently to where it is now, so its old
      // links keep working. A personal page's address carries its secret: not stored, not passed on.
      if (page?.status === 301) {
        if (page.personal) reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        else reply.header('cache-control', 'public, max-age=300');
        return reply.redirect(page.location, 301);
      }
      return pages.send(
        request,
        reply,
        page?.status ?? 200,
        page?.html ?? indexHtml,
        page?.personal ? 'personal' : 'shared',
      );
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
