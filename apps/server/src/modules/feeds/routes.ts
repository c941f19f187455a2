import { type FeedKind, feedFiles } from '@vitrine/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hotJsonRoute } from '../../http/security-headers.js';
import { IMMUTABLE } from '../../http/static-headers.js';
import type { FeedBody, FeedService } from './service.js';

/** Feed readers fetch on a schedule (daily at most): a minute keeps a CDN useful and an edit current. */
export const FEED_CACHE_CONTROL = 'public, max-age=60';

const contentTypes: Record<FeedKind, string> = {
  meta: 'text/csv; charset=utf-8',
  google: 'application/xml; charset=utf-8',
};

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', FEED_CACHE_CONTROL).type('text/plain; charset=utf-8').send('Not found');

/** The hash an entity tag names, whatever its encoding suffix or weak prefix. */
const tagHash = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"|"$/g, '')
    .replace(/-(br|gzip)$/, '');

/**
 * 304 when the reader has these bytes: If-None-Match (weak comparison, RFC 9110 13.1.2) wins; only
 * without it does If-Modified-Since count.
 */
function notModified(request: FastifyRequest, body: FeedBody): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => tagHash(t) === body.hash);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && since >= Date.parse(body.lastModified);
}

function sendFeed(request: FastifyRequest, reply: FastifyReply, body: FeedBody): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = body.br && /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  // Strong: these exact bytes; each encoding is its own representation with its own tag.
  reply
    .header('etag', `"${body.hash}${encoding ? `-${encoding}` : ''}"`)
    .header('last-modified', body.lastModified)
    .header('cache-control', FEED_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (notModified(request, body)) return reply.code(304).send();
  reply.type(contentTypes[body.kind]);
  if (encoding === 'br' && body.br) return reply.header('content-encoding', 'br').send(body.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.bytes);
}

/**
 * `/{shop}/feeds/meta.csv` and `/{shop}/feeds/google.xml`, and the JPEG pictures they name
 * (`/{shop}/feeds/pictures/{hash}.jpg`): public, no api-key (feed readers send none), answered
 * from memory. Any other `/{shop}/…` path still falls through to the storefront's pages.
 */
export function registerFeeds(
  app: FastifyInstance,
  feeds: FeedService,
  originOf: (request: FastifyRequest) => string,
  /** Where the shop an address names is now (another case of it, or a renamed shop's former one). */
  movedTo?: (shopUrl: string) => Promise<string | null>,
): void {
  // Precomputed security headers (a hot read), and no second compression of pre-compressed bytes.
  const options = { ...hotJsonRoute, compress: false as const };
  /** Not found, or 301 to the same path under the shop's address as it is now (feed readers follow). */
  const missing = async (request: FastifyRequest, reply: FastifyReply, shop: string) => {
    const current = movedTo ? await movedTo(shop) : null;
    if (!current) return notFound(reply);
    const rest = request.url.slice(request.url.indexOf('/', 1));
    return reply.code(301).header('cache-control', FEED_CACHE_CONTROL).redirect(`/${current}${rest}`);
  };
  for (const kind of Object.keys(feedFiles) as FeedKind[]) {
    app.get(`/:shop/feeds/${feedFiles[kind]}`, options, async (request, reply) => {
      const { shop } = request.params as { shop: string };
      const body = await feeds.feed(shop, kind, originOf(request));
      if (!body) return missing(request, reply, shop);
      return sendFeed(request, reply, body);
    });
  }

  app.get('/:shop/feeds/pictures/:file', options, async (request, reply) => {
    const { shop, file } = request.params as { shop: string; file: string };
    const hash = /^([0-9a-f]{16})\.jpg$/.exec(file)?.[1];
    const found = hash ? await feeds.picture(shop, hash, originOf(request)) : null;
    if (!found) return hash ? missing(request, reply, shop) : notFound(reply);
    // The picture cannot be read (a bundled picture without the web build): the shop's card instead.
    if ('card' in found) return reply.code(302).header('cache-control', FEED_CACHE_CONTROL).redirect(found.card);
    const etag = `"${found.etag}"`;
    reply
      .header('etag', etag)
      .header('cache-control', IMMUTABLE)
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
    return reply.type('image/jpeg').send(found.bytes);
  });
}
