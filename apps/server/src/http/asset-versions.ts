import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, STATIC_SECURITY_HEADERS, staticRoute } from './static-headers.js';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};
/** `/assets/v/<hash>/<file>`: the content-addressed spelling of a picture of the web build. */
const VERSIONED = /^\/assets\/v\/([0-9a-f]{12})\/(.+)$/;

interface Asset {
  hash: string;
  file: string;
  type: string;
}

/**
 * Pictures shipped with the web build (`/assets/…`: the demo shops' products and logos) under
 * content-addressed URLs, `/assets/v/<hash>/<path>`, cached for a year as immutable: a changed
 * picture gets a new address. The catalogue writes these addresses; the plain ones still work.
 */
export class AssetVersions {
  private constructor(private readonly assets: Map<string, Asset>) {}

  /** Hashes every picture under `<webDist>/assets` once, at start-up. */
  static load(webDist: string | undefined): AssetVersions {
    const assets = new Map<string, Asset>();
    const root = webDist && path.join(webDist, 'assets');
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (TYPES[path.extname(name).toLowerCase()]) {
          const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
          const key = `/assets/${path
            .relative(root as string, file)
            .split(path.sep)
            .join('/')}`;
          assets.set(key, { hash, file, type: TYPES[path.extname(name).toLowerCase()] });
        }
      }
    };
    try {
      if (root) walk(root);
    } catch {
      // No build (API-only tests): addresses stay as stored.
    }
    return new AssetVersions(assets);
  }

  /** The immutable address of a build picture; any other URL (uploads, other hosts) as it is. */
  versioned = (url: string): string => {
    const asset = this.assets.get(url);
    return asset ? `/assets/v/${asset.hash}${url.slice('/assets'.length)}` : url;
  };

  /** The plain `/assets/…` path behind a versioned address (for readers of the files, e.g. share cards). */
  plain(url: string): string {
    const match = VERSIONED.exec(url);
    return match ? `/assets/${match[2]}` : url;
  }

  register(app: FastifyInstance): void {
    const bytes = new Map<string, Buffer>();
    app.get('/assets/v/:hash/*', staticRoute, async (request, reply) => {
      reply.headers(STATIC_SECURITY_HEADERS);
      const match = VERSIONED.exec(request.url.split('?')[0]);
      const asset = match && this.assets.get(`/assets/${decodeURI(match[2])}`);
      if (!match || !asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      // An old address after a deploy: the current version of the same picture.
      if (match[1] !== asset.hash) return reply.redirect(this.versioned(`/assets/${decodeURI(match[2])}`), 302);
      let body = bytes.get(asset.file);
      if (!body) {
        body = readFileSync(asset.file);
        bytes.set(asset.file, body);
      }
      return reply.header('cache-control', IMMUTABLE).type(asset.type).send(body);
    });
  }
}
