import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../modules/seo/escape.js';
import { looksLikeApi } from './api-route.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Writes page-specific tags into index.html (storefront link previews); null leaves the page as built. */
export type PageRenderer = (
  indexHtml: string,
  request: FastifyRequest,
) => Promise<{ status: 200 | 404; html: string } | null>;

/** What the page needs to know at run time, written into every served page (never baked into the build). */
export interface RuntimeSettings {
  apiKey: string;
}

/**
 * The settings as a meta tag at the top of <head>, so one build serves every instance and every
 * configuration: a changed API_KEY needs a restart, not a rebuild. (The CSP allows no inline script.)
 */
export function withRuntimeSettings(indexHtml: string, runtime: RuntimeSettings): string {
  const tag = `<meta name="vitrine-api-key" content="${escapeHtml(runtime.apiKey)}" />`;
  return indexHtml.replace(/<head>/i, () => `<head>\n    ${tag}`);
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
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // index.html is only ever sent with its run-time settings (the fallback below), never as built.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build writes .br/.gz copies of scripts and styles (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webDist, filePath);
        if (relative.startsWith(`static${path.sep}`)) res.header('cache-control', IMMUTABLE);
        else if (relative === 'index.html') res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (looksLikeApi(request.url)) {
      return reply.code(404).send({ status: 'fail', message: `No API route ${request.method} ${pathname}` });
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (wantsPage && indexHtml) {
      const page = renderPage ? await renderPage(indexHtml, request) : null;
      if (page)
        return reply
          .code(page.status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.html);
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/** Uploaded images live in DATA_DIR/media and never change once written, so they cache forever. */
export async function registerMedia(app: FastifyInstance, dataDir: string): Promise<string> {
  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE);
      res.header('x-content-type-options', 'nosniff');
    },
  });
  return mediaDir;
}
