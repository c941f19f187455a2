import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './compressed-pages.js';
import { IMMUTABLE, staticAnswerHeaders } from './static-headers.js';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** One built file as it is sent: its build-time .br/.gz copies, or its own bytes when it has none. */
interface Bundle {
  file: string;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Kept unless the file has both copies (the build writes a copy only where it saves bytes); otherwise read when asked. */
  plain?: Buffer;
}

/**
 * The web build's hashed bundles, `/static/<name>` (about 430 scripts and styles, with their .br
 * and .gz copies). Their names are listed once at start-up; a file's bytes are read on its first
 * request and kept, so an answer is a map lookup and a write. @fastify/static, which served them
 * before, read the whole folder (1,000 entries) on every request to check the path's spelling, and
 * compressed each small script again on every request as a stream: about 400 answers a second on
 * this machine, and 20–200 ms queued per script on a first visit. A name is served only
 * if the build wrote it, so no path from the request ever reaches the file system.
 * What is kept is at most the copies of what was asked for: 2.7 MB of .br and 3.0 MB of .gz for the
 * whole build, plus the small files' own bytes.
 */
export class BuiltBundles {
  private readonly bundles = new Map<string, Promise<Bundle>>();

  private constructor(
    private readonly dir: string,
    private readonly names: ReadonlySet<string>,
  ) {}

  /** Lists `<webDist>/static` once; a missing folder (no build) serves nothing. */
  static load(webDist: string): BuiltBundles {
    const dir = path.join(webDist, 'static');
    let names: string[] = [];
    try {
      names = readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
        .map((entry) => entry.name);
    } catch {
      // No build folder: every /static address is a 404.
    }
    return new BuiltBundles(dir, new Set(names));
  }

  register(app: FastifyInstance): void {
    app.get<{ Params: { name: string } }>(
      '/static/:name',
      // Its bytes are compressed already (or too small to gain). The page's security headers are set before
      // routing, so a miss is answered as a page would be; a file keeps only those that apply to it.
      { compress: false, decompress: false },
      async (request, reply) => {
        const { name } = request.params;
        if (!this.names.has(name)) return reply.callNotFound();
        return this.send(request, reply, await this.bundle(name));
      },
    );
  }

  private bundle(name: string): Promise<Bundle> {
    let bundle = this.bundles.get(name);
    if (!bundle) {
      bundle = this.read(name);
      this.bundles.set(name, bundle);
      // A failed read (the file removed under a running server) is tried again next time.
      bundle.catch(() => this.bundles.delete(name));
    }
    return bundle;
  }

  private async read(name: string): Promise<Bundle> {
    const file = path.join(this.dir, name);
    const info = await stat(file);
    const copy = (suffix: string) => readFile(`${file}${suffix}`).catch(() => undefined);
    const [br, gzip] = await Promise.all([copy('.br'), copy('.gz')]);
    return {
      file,
      type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      // The form @fastify/static sent, so caches that hold one keep matching.
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      br,
      gzip,
      // Kept unless both copies exist: a small file may have one copy only (the build writes a copy
      // where it saves bytes), and a client without that encoding is then sent the file itself.
      plain: br && gzip ? undefined : await readFile(file),
    };
  }

  private async send(request: FastifyRequest, reply: FastifyReply, bundle: Bundle): Promise<FastifyReply> {
    staticAnswerHeaders(reply);
    reply.header('cache-control', IMMUTABLE).header('etag', bundle.etag).type(bundle.type);
    if (bundle.br || bundle.gzip) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === bundle.etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const copy = encoding && bundle[encoding];
    if (encoding && copy) return reply.header('content-encoding', encoding).send(copy);
    return reply.send(bundle.plain ?? (await readFile(bundle.file)));
  }
}
