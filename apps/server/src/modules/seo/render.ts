import { escapeHtml, jsonForScript } from '../../lib/escape.js';

/** The tags one page gets; every string is raw owner text and is escaped here, where it lands. */
export interface PageHead {
  title: string;
  description?: string;
  keywords?: string;
  /** Absolute URL without query string. */
  canonical?: string;
  ogType?: 'website' | 'product';
  siteName?: string;
  /** The page's share card (absolute URL): the one og:image. */
  image?: { url: string; width: number; height: number; type: string; alt: string };
  /** og:locale, e.g. `pt_PT`. */
  locale?: string;
  /** product:price:* of a product page: the lowest price, in the currency's decimals. */
  price?: { amount: string; currency: string };
  jsonLd?: unknown;
  noindex?: boolean;
  /** The shop's header, already parsed, so the first visit needs no parser (see the web's headerSource.ts). */
  bootHeader?: { shopUrl: string; source: string; header: unknown };
  /** Preload tags built by the server from the web build (trusted, not owner text). */
  preload?: string[];
  /** Images the page shows first (logo, first product pictures), fetched early with high priority. */
  leadImages?: string[];
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

export function headTags(head: PageHead): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.keywords) tags.push(meta('name', 'keywords', head.keywords));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(meta('property', 'og:type', head.ogType ?? 'website'));
  if (head.siteName) tags.push(meta('property', 'og:site_name', head.siteName));
  tags.push(meta('property', 'og:title', head.title));
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  if (head.locale) tags.push(meta('property', 'og:locale', head.locale));
  if (head.image) {
    const { url, width, height, type, alt } = head.image;
    tags.push(meta('property', 'og:image', url));
    // Chat apps ask for the secure URL separately; it is the same one on an https origin.
    if (url.startsWith('https:')) tags.push(meta('property', 'og:image:secure_url', url));
    tags.push(
      meta('property', 'og:image:type', type),
      meta('property', 'og:image:width', String(width)),
      meta('property', 'og:image:height', String(height)),
      meta('property', 'og:image:alt', alt),
    );
  }
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', head.title));
  if (head.description) tags.push(meta('name', 'twitter:description', head.description));
  if (head.image) {
    tags.push(meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt));
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  if (head.bootHeader) {
    const { shopUrl, source, header } = head.bootHeader;
    tags.push(
      `<script type="application/json" id="vt-shop-header" data-shop="${escapeHtml(shopUrl)}" data-source="${escapeHtml(source)}">${jsonForScript(header)}</script>`,
    );
  }
  for (const image of head.leadImages ?? []) {
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}" />`);
  }
  tags.push(...(head.preload ?? []));
  return tags.join('\n    ');
}

/**
 * Writes the page's tags into the built index.html: its <title> and any description are
 * replaced, everything else goes at the end of <head>, before any script runs.
 */
export function renderIndex(indexHtml: string, head: PageHead): string {
  const withoutOld = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const tags = headTags(head);
  // A function replacement, so `$&` or `$1` typed by an owner is never read as a pattern.
  return withoutOld.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
