import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from './shared-cache.js';

type Encoding = 'br' | 'gzip';

/**
 * Who may keep a page: `shared`, the same for everyone (a shop page, the app shell), which a shared
 * cache in front may hold a moment; `revalidate`, one that varies by the visitor's language (the
 * home page), asked again each time; `personal`, an order's page, never stored anywhere.
 */
export type PageCaching = 'shared' | 'revalidate' | 'personal';

const CACHE_CONTROL: Record<PageCaching, string> = {
  shared: PUBLIC_CACHE_CONTROL,
  revalidate: 'no-cache',
  personal: 'no-store',
};

/** The best encoding the client takes (an explicit q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const star = offered.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    const q = offered.get(encoding) ?? star;
    if (q && q > 0) return encoding;
  }
  return undefined;
}

const compress: Record<Encoding, (html: string) => Buffer> = {
  // Quality 9 is within a few per cent of 11 at a fraction of the time, and runs once per page version.
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

/**
 * HTML pages sent compressed like the API's answers, each version compressed once: the same
 * markup (the app shell, a shop page until its catalogue changes) is kept, per encoding, in a
 * small LRU, so a busy page costs a map lookup instead of a compression per request.
 */
export class CompressedPages {
  private readonly entries = new Map<string, Partial<Record<Encoding, Buffer>>>();

  constructor(private readonly capacity = 128) {}

  send(request: FastifyRequest, reply: FastifyReply, status: number, html: string, caching: PageCaching): FastifyReply {
    const personal = caching === 'personal';
    reply
      .code(status)
      .header('cache-control', CACHE_CONTROL[caching])
      // A page that varies by more (the home page's language) has said so already.
      .header('vary', reply.hasHeader('vary') ? `${reply.getHeader('vary')}, accept-encoding` : 'accept-encoding');
    // An order's page: its address holds the key to it, so it is neither indexed nor sent on as a Referer.
    if (personal) reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    reply.type('text/html; charset=utf-8');
    const encoding = html.length >= 1024 ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(this.compressed(html, encoding));
  }

  private compressed(html: string, encoding: Encoding): Buffer {
    let entry = this.entries.get(html);
    if (entry) this.entries.delete(html);
    else entry = {};
    this.entries.set(html, entry); // most recent last
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    entry[encoding] ??= compress[encoding](html);
    return entry[encoding];
  }
}
