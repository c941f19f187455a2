import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@vitrine/contracts/storefront-ssr';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The storefront modules each kind of page runs (keys of the Vite manifest). */
const pageModules = {
  catalogue: [
    'src/App.tsx',
    'src/features/storefront/layout/StorefrontLayout.tsx',
    'src/features/storefront/catalogue/CataloguePage.tsx',
  ],
  product: [
    'src/App.tsx',
    'src/features/storefront/layout/StorefrontLayout.tsx',
    'src/features/storefront/product/ProductPage.tsx',
  ],
  shopPage: ['src/App.tsx', 'src/features/storefront/layout/StorefrontLayout.tsx'],
} as const;
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

  constructor(webDist: string | undefined) {
    const file = webDist ? path.join(webDist, '.vite/manifest.json') : undefined;
    try {
      this.manifest = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    } catch {
      this.manifest = undefined;
    }
  }

  /** The scripts and stylesheets the given manifest keys load, their static imports included. */
  filesFor(keys: readonly string[]): { js: string[]; css: string[] } {
    const manifest = this.manifest;
    const js = new Set<string>();
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest?.[key];
      if (!chunk || seen.has(key) || key === 'index.html') return;
      seen.add(key);
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { js: [...js], css: [...css] };
  }

  /** The built file of a package's asset, whose manifest key is its absolute path (`…/bootstrap.min.css`). */
  fileEndingWith(suffix: string): string | undefined {
    const key = Object.keys(this.manifest ?? {}).find((k) => k.endsWith(suffix));
    return key ? this.manifest?.[key]?.file : undefined;
  }

  preloadLinks(kind: PageKind, language: string): string[] {
    if (!this.manifest) return [];
    const { js, css } = this.filesFor([
      ...pageModules[kind],
      `src/i18n/locales/${language}/common.json`,
      `src/i18n/locales/${language}/storefront.json`,
    ]);
    return [
      // A real stylesheet link: the page paints styled at once, and Vite's loader sees it and does not add another.
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ];
  }
}
