import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@vitrine/contracts';
import { STOREFRONT_BOOT_ID, type StorefrontRenderer } from '@vitrine/contracts/storefront-ssr';
import type { FastifyBaseLogger } from 'fastify';
import { scrubPath } from '../../http/log-redaction.js';
import type { CatalogueService } from '../catalogue/service.js';
import { storefrontAnswer } from './answers.js';

interface Rendered {
  key: string;
  status: 200 | 404;
  html: string;
  boot: string;
}

/** The app's entry and the lighter one for server-rendered pages (src/hydrate.ts), from the build's manifest. */
export interface Entries {
  app: string;
  hydrate: string;
}

export function entriesOf(webDist: string): Entries | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'));
    const app = manifest['index.html']?.file;
    const hydrate = manifest['src/hydrate.ts']?.file;
    return typeof app === 'string' && typeof hydrate === 'string' ? { app, hydrate } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On a server-rendered page the scripts only make it interactive: the page loads the small
 * hydrate entry (at low priority), which asks for the app once the page has loaded, and nothing
 * is preloaded. On a slow line the pictures the shopper sees first get the bandwidth.
 */
export function scriptsAfterContent(html: string, entries: Entries | undefined): string {
  const lighter = entries ? html.replace(`src="/${entries.app}"`, () => `src="/${entries.hydrate}"`) : html;
  return lighter
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}

/** Where `vite build --ssr` writes the web app's server entry, beside the browser build. */
export const ssrEntryOf = (webDist: string) => path.join(webDist, '..', 'dist-ssr', 'entry-server.js');

/**
 * Server-rendered storefront pages: the web build's server entry renders a shop's home
 * or product page from the catalogue's cached answers, and the markup goes into the page with the
 * answers beside it for hydration. A rendering is kept per page and language until the answers it
 * came from change (their entity tags are its key), so a busy shop renders once per change.
 */
export class StorefrontSsr {
  private readonly kept = new Map<string, Rendered>();

  private constructor(
    private readonly entry: StorefrontRenderer,
    private readonly catalogue: CatalogueService,
    private readonly log: FastifyBaseLogger,
    private readonly capacity: number,
    private readonly entries: Entries | undefined,
  ) {}

  /** The renderer of a web build, or undefined when the build has no server entry (a browser-only build). */
  static async load(
    webDist: string | undefined,
    catalogue: CatalogueService,
    log: FastifyBaseLogger,
    capacity = 256,
  ): Promise<StorefrontSsr | undefined> {
    const file = webDist && ssrEntryOf(webDist);
    if (!file || !existsSync(file)) return undefined;
    const { renderer } = (await import(pathToFileURL(file).href)) as { renderer: StorefrontRenderer };
    return new StorefrontSsr(renderer, catalogue, log, capacity, entriesOf(webDist as string));
  }

  /**
   * The page with the rendered markup in `#root`, its data beside it and `<html lang>` set; null
   * when the page stays rendered in the browser (checkout) or the render failed (the browser then
   * renders it, as before). `scripts: 'as-built'` keeps the page's own script tags and preloads (an
   * owner's door, whose form is what the visitor came for); by default they wait for the content.
   */
  async fill(
    indexHtml: string,
    url: string,
    language: Language,
    { scripts = 'after-content' }: { scripts?: 'after-content' | 'as-built' } = {},
  ): Promise<{ status: 200 | 404; html: string } | null> {
    try {
      const page = await this.entry.prepare({
        url,
        language,
        answer: (apiPath) => storefrontAnswer(this.catalogue, apiPath),
      });
      if (!page) return null;
      const slot = `${language} ${url}`;
      const kept = this.kept.get(slot);
      const rendered = kept?.key === page.key ? kept : { key: page.key, status: page.status, ...(await page.render()) };
      this.kept.delete(slot);
      this.kept.set(slot, rendered); // most recent last
      if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
      const frame = scripts === 'as-built' ? indexHtml : scriptsAfterContent(indexHtml, this.entries);
      const html = frame
        .replace(/<html lang="[^"]*"/i, `<html lang="${language}"`)
        .replace(
          /<div id="root"><\/div>/,
          () =>
            `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${STOREFRONT_BOOT_ID}">${rendered.boot}</script>`,
        );
      return { status: rendered.status, html };
    } catch (err) {
      this.log.error({ err, url: scrubPath(url) }, 'server render failed; the page is rendered in the browser');
      return null;
    }
  }
}
