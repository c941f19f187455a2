import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@vitrine/contracts/storefront-ssr';

interface ManifestChunk {
  file: string;
  /** A chunk's name: for the web build's groups (apps/web/vite.config.ts), the group's. */
  name?: string;
  imports?: string[];
  css?: string[];
}

/**
 * The storefront code each kind of page runs: `group:NAME` is one of the web build's named chunks
 * (apps/web/vite.config.ts groups the app's start and the shop's pages, so the manifest has no key
 * for the modules inside them); anything else is a module's key in the Vite manifest.
 */
const pageModules = {
  catalogue: ['group:app', 'group:storefront'],
  product: ['group:app', 'group:storefront', 'src/features/storefront/product/ProductPage.tsx'],
  shopPage: ['group:app', 'group:storefront'],
  // Checkout's own code (the form, its rules) starts with the page's instead of after it, saving a round trip.
  checkout: ['group:app', 'group:storefront', 'src/features/storefront/checkout/CheckoutPage.tsx'],
} as const;

/** The manifest key of a module, or of the script chunk a `group:NAME` names. */
function manifestKey(manifest: Record<string, ManifestChunk>, module: string): string | undefined {
  if (!module.startsWith('group:')) return module;
  const name = module.slice('group:'.length);
  return Object.keys(manifest).find((key) => key.startsWith('_') && key.endsWith('.js') && manifest[key].name === name);
}
export type PageKind = keyof typeof pageModules;

const languages = ['en', 'de', 'fr', 'pt'] as const;

/**
 * The language a storefront page is written in: the shopper's remembered choice (the web app's
 * cookie), else the first supported language of Accept-Language, else English.
 */
export function preferredLanguage(acceptLanguage: string | undefined, cookie?: string): (typeof languages)[number] {
  const remembered = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`).exec(cookie ?? '')?.[1];
  const chosen = languages.find((l) => l === remembered);
  if (chosen) return chosen;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    const found = languages.find((l) => l === code);
    if (found) return found;
  }
  return 'en';
}

/**
 * Preload hints for a storefront page, read from the web build's manifest: the route's chunks,
 * its stylesheet and its strings start downloading with the HTML instead of one after the
 * other as each lazy module asks for the next (the first visit's critical path).
 */
export class RouteAssets {
  private readonly manifest: Record<string, ManifestChunk> | undefined;
  /** Modules asked for that the build does not have, each reported once. */
  private readonly unknown = new Set<string>();

  constructor(webDist: string | undefined) {
    const file = webDist ? path.join(webDist, '.vite/manifest.json') : undefined;
    try {
      this.manifest = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    } catch {
      this.manifest = undefined;
    }
  }

  /**
   * The scripts and stylesheets the given modules load, their static imports included. A module
   * is a manifest key, or `group:NAME` for one of the web build's named chunks.
   */
  filesFor(modules: readonly string[]): { js: string[]; css: string[] } {
    const manifest = this.manifest;
    const js = new Set<string>();
    const css = new Set<string>();
    if (!manifest) return { js: [], css: [] };
    const seen = new Set<string>();
    const visit = (key: string | undefined) => {
      const chunk = key === undefined ? undefined : manifest[key];
      if (!chunk || key === undefined || seen.has(key) || key === 'index.html') return;
      seen.add(key);
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) {
      const key = manifestKey(manifest, module);
      if (key === undefined || !manifest[key]) this.reportUnknown(module);
      else visit(key);
    }
    return { js: [...js], css: [...css] };
  }

  /**
   * A page names a module the web build lacks (a file renamed or regrouped in vite.config.ts): the
   * page still works, its code just loads later, so it is said once at the server's first use
   * rather than failing a request.
   */
  private reportUnknown(module: string): void {
    if (this.unknown.has(module)) return;
    this.unknown.add(module);
    process.emitWarning(
      `The web build's manifest has no ${module}: pages that preload it will load it late. Rebuild the web app, or update the module lists in apps/server/src/modules/seo/assets.ts and doors/page.ts.`,
      'VitrineBuildWarning',
    );
  }

  /** The built file of a package's asset, whose manifest key is its absolute path (`…/bootstrap.min.css`). */
  fileEndingWith(suffix: string): string | undefined {
    const key = Object.keys(this.manifest ?? {}).find((k) => k.endsWith(suffix));
    return key ? this.manifest?.[key]?.file : undefined;
  }

  preloadLinks(kind: PageKind, language: string): string[] {
    const { js, css } = this.filesFor([
      ...pageModules[kind],
      // The shop's strings (i18n/shop reads storefront*.json only; common.json is the account area's).
      `src/i18n/locales/${language}/storefront.json`,
      ...(kind === 'checkout' ? [`src/i18n/locales/${language}/storefrontOrder.json`] : []),
    ]);
    return [
      // A real stylesheet link: the page paints styled at once, and Vite's loader sees it and does not add another.
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ];
  }
}
