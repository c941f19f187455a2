import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, staticRoute, UPLOAD_SECURITY_HEADERS } from '../../http/static-headers.js';
import type { MediaStore } from './media-store.js';

/** What a stored picture key looks like (`12/<name>-640.webp`); anything else is not a picture. */
const MEDIA_KEY = /^\d{1,10}\/[A-Za-z0-9_-]{1,64}-\d{1,5}\.webp$/;

/**
 * Uploaded pictures, from the media store (the database: every instance serves the same files),
 * with a strong ETag and immutable caching since a key's bytes never change. Pictures uploaded
 * before the store existed are still read from DATA_DIR/media.
 */
export function registerMedia(app: FastifyInstance, store: MediaStore, dataDir: string): void {
  const legacyDir = path.join(dataDir, 'media');
  app.get('/media/*', staticRoute, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    reply.headers(UPLOAD_SECURITY_HEADERS);
    if (!MEDIA_KEY.test(key)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const found = await store.get(key);
    if (found) {
      const etag = `"${found.etag}"`;
      reply.header('etag', etag).header('cache-control', IMMUTABLE);
      if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
      return reply.type(found.contentType).send(found.bytes);
    }
    const legacy = path.join(legacyDir, key);
    if (existsSync(legacy))
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(readFileSync(legacy));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
