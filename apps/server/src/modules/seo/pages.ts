import {
  couldBeCatalogueUrl,
  type Language,
  type Product,
  parseCatalogueHeader,
  type Shop,
  type ShopSeo,
} from '@vitrine/contracts';
import { priceRange, readCatalogueQuery } from '@vitrine/contracts/catalogue-view';
import { currencyExponent } from '@vitrine/contracts/currency';
import type { CatalogueService } from '../catalogue/service.js';
import { logoOf } from '../share-cards/content.js';
import type { CardRef, ShareCards } from '../share-cards/service.js';
import type { MovedAddressLookup } from '../shop-addresses/service.js';
import type { StorefrontSsr } from '../storefront-ssr/renderer.js';
import { type PageKind, preferredLanguage, RouteAssets } from './assets.js';
import { matchStorefrontPath, productPath, type StorefrontPath } from './paths.js';
import { type PageHead, renderIndex } from './render.js';

/** How a link shows in a chat app: what the page's tags say (the owner's share panel shows the same). */
export interface LinkPreview {
  url: string;
  title: string;
  description: string;
  card: CardRef;
}

/** `personal`: one visitor's page (an order's): never stored, indexed or named in a Referer. */
export type HtmlPage = { status: 200 | 404; html: string; personal?: boolean };
/**
 * A storefront page, or (for a shop's former address or another spelling of it) where it is; a
 * personal page's new address holds its secret, so it is never stored either.
 */
export type RenderedPage = HtmlPage | { status: 301; location: string; personal?: boolean };

/** An owner-typed URL or path made absolute against the page origin; anything but http(s) is dropped. */
export function absoluteUrl(value: string | undefined, origin: string): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** og:locale of each language the storefront speaks. */
const ogLocales = { en: 'en_US', de: 'de_DE', fr: 'fr_FR', pt: 'pt_PT' } as const;

/** A product's lowest price, written with its currency's decimals (schema.org and product:price:amount). */
function lowestPrice(product: Product, currency: string): string {
  return priceRange(product).low.toFixed(currencyExponent(currency));
}

function storeJsonLd(shop: Shop, seo: ShopSeo, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.shop_name,
    description: seo.description || undefined,
    url,
    image,
    telephone: shop.mobile_phone_primary || undefined,
    email: shop.shop_email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [shop.shop_add_line1, shop.shop_add_line2].filter(Boolean).join(', ') || undefined,
      addressLocality: shop.shop_city || undefined,
      addressRegion: shop.shop_state_name || undefined,
      postalCode: shop.shop_postal_code || undefined,
      addressCountry: shop.shop_country_name || undefined,
    },
  };
}

function productJsonLd(shop: Shop, product: Product, url: string, images: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    description: product.description || undefined,
    image: images.length ? images : undefined,
    sku: String(product.product_id),
    brand: { '@type': 'Brand', name: shop.shop_name },
    offers: {
      '@type': 'Offer',
      url,
      price: lowestPrice(product, shop.currency_code),
      priceCurrency: shop.currency_code,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: shop.shop_name },
    },
  };
}

/**
 * Server-written link previews for storefront pages: title, meta
 * description, Open Graph with the page's share card, Twitter card, canonical link and JSON-LD, read through the
 * catalogue service (its in-process cache), so unfurling a link costs no query when warm.
 */
export class SeoPages {
  private readonly assets: RouteAssets;

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly cards: ShareCards,
    webDist?: string,
    /** The server renderer of shop pages, when the web build has one. */
    private readonly ssr?: StorefrontSsr,
    /** Where the shop an address names is now (renamed shops keep their links; any case finds the shop). */
    private readonly movedTo?: MovedAddressLookup,
  ) {
    this.assets = new RouteAssets(webDist);
  }

  /**
   * The page for a storefront address (path and query), or null when it is not a storefront page:
   * its tags, and (with a server entry in the web build) its server-rendered markup.
   * Reads only what the page shows (the shop, the product or the first page of products), never a
   * shop's whole list.
   */
  async render(
    indexHtml: string,
    url: string,
    origin: string,
    who: { acceptLanguage?: string; cookie?: string } = {},
  ): Promise<RenderedPage | null> {
    const [pathname, search = ''] = url.split('?');
    const match = matchStorefrontPath(pathname);
    if (!match) return null;
    const language = preferredLanguage(who.acceptLanguage, who.cookie);
    const page = await this.head(indexHtml, match, search, origin, language);
    if (page.status === 404 && this.movedTo) {
      // Another spelling of a shop's address (capitals), or a renamed shop's former one.
      const current = await this.movedTo(match.shopUrl);
      if (current) {
        const rest = pathname.slice(pathname.indexOf('/', 1) === -1 ? pathname.length : pathname.indexOf('/', 1));
        const personal = match.kind === 'shopPage' && match.personal;
        return { status: 301, location: `/${current}${rest}${search ? `?${search}` : ''}`, personal };
      }
    }
    if (match.kind === 'shopPage' && match.personal) return { ...page, personal: true };
    if (match.kind === 'shopPage' && !match.checkout) return page;
    if (!this.ssr || !couldBeCatalogueUrl(match.shopUrl)) return page;
    // Checkout's frame too: it paints with the CSS alone, and the app then brings the visitor's cart.
    return (await this.ssr.fill(page.html, url, language)) ?? page;
  }

  private async head(
    indexHtml: string,
    match: StorefrontPath,
    search: string,
    origin: string,
    language: Language,
  ): Promise<HtmlPage> {
    // The API's rule: text that cannot be a catalogue URL is not found without a lookup or a cache entry.
    if (!couldBeCatalogueUrl(match.shopUrl)) return this.notFound(indexHtml, 'Shop not found');
    const kind: PageKind = match.kind === 'shopPage' && match.checkout ? 'checkout' : match.kind;
    const preload = this.assets.preloadLinks(kind, language);
    const shop = (await this.catalogue.shopBody(match.shopUrl))?.value.shop;
    if (!shop) return this.notFound(indexHtml, 'Shop not found');
    const seo = await this.seoOf(shop);
    const shopUrl = shop.shop_catalogue_url;
    const bootHeader = {
      shopUrl,
      source: shop.shop_catalogue_header,
      header: parseCatalogueHeader(shop.shop_catalogue_header),
    };
    const shopImage = absoluteUrl(seo.image_url || logoOf(shop), origin);
    const shopCanonical = absoluteUrl(`/${shopUrl}`, origin) as string;

    if (match.kind === 'product') {
      const product =
        match.productId === null
          ? undefined
          : (await this.catalogue.productBody(shopUrl, match.productId))?.value.product;
      if (!product) return this.notFound(indexHtml, `Product not found | ${shop.shop_name}`, bootHeader);
      const canonical = absoluteUrl(productPath(shopUrl, product), origin) as string;
      const images = [product.image_url, ...product.images]
        .map((i) => absoluteUrl(i, origin))
        .filter((i): i is string => Boolean(i));
      const preview = this.previewOf(shop, seo, origin, product);
      const head: PageHead = {
        title: preview.title,
        description: preview.description,
        canonical,
        ogType: 'product',
        siteName: shop.shop_name,
        image: preview.card,
        locale: ogLocales[language],
        price: { amount: lowestPrice(product, shop.currency_code), currency: shop.currency_code },
        jsonLd: productJsonLd(shop, product, canonical, images),
        bootHeader,
        preload,
        leadImages: images.slice(0, 1),
      };
      return { status: 200, html: renderIndex(indexHtml, head) };
    }

    // The first cards of the view the address asks for: what a phone paints first, with the logo.
    const firstCards =
      match.kind === 'catalogue'
        ? ((await this.catalogue.cataloguePage(shopUrl, readCatalogueQuery(new URLSearchParams(search))))?.value
            .products ?? [])
        : [];
    const preview = this.previewOf(shop, seo, origin);
    const head: PageHead = {
      title: preview.title,
      description: preview.description,
      keywords: seo.keywords,
      canonical: shopCanonical,
      siteName: shop.shop_name,
      image: preview.card,
      locale: ogLocales[language],
      jsonLd: match.kind === 'catalogue' ? storeJsonLd(shop, seo, shopCanonical, shopImage) : undefined,
      // Checkout and confirmation are per visitor: previews yes, search results no.
      noindex: match.kind === 'shopPage',
      bootHeader,
      preload,
      leadImages:
        match.kind === 'catalogue'
          ? [...new Set([logoOf(shop), ...firstCards.slice(0, 2).map((p) => p.image_url)])]
              .map((image) => absoluteUrl(image, origin))
              .filter((image): image is string => Boolean(image))
          : undefined,
    };
    return { status: 200, html: renderIndex(indexHtml, head) };
  }

  /** A shop's or product's link preview, for the owner's share panel; null when the shop is not public. */
  async preview(shopUrl: string, origin: string, productId?: number): Promise<LinkPreview | 'no-product' | null> {
    const shop = (await this.catalogue.shopBody(shopUrl))?.value.shop;
    if (!shop) return null;
    const seo = await this.seoOf(shop);
    if (productId === undefined) return this.previewOf(shop, seo, origin);
    const product = (await this.catalogue.productBody(shopUrl, productId))?.value.product;
    return product ? this.previewOf(shop, seo, origin, product) : 'no-product';
  }

  private async seoOf(shop: Shop): Promise<ShopSeo> {
    return (
      (await this.catalogue.seoBody(shop.shop_id))?.value.shop_seo ?? {
        title: shop.shop_name,
        description: shop.shop_tagline,
        keywords: '',
        image_url: '',
        canonical_url: `/${shop.shop_catalogue_url}`,
      }
    );
  }

  private previewOf(shop: Shop, seo: ShopSeo, origin: string, product?: Product): LinkPreview {
    if (product) {
      return {
        url: absoluteUrl(productPath(shop.shop_catalogue_url, product), origin) as string,
        title: `${product.product_name} | ${shop.shop_name}`,
        description: product.description || seo.description,
        card: this.cards.productCard(shop, product, origin),
      };
    }
    return {
      url: absoluteUrl(`/${shop.shop_catalogue_url}`, origin) as string,
      title: seo.title || shop.shop_name,
      description: seo.description,
      card: this.cards.shopCard(shop, origin),
    };
  }

  private notFound(indexHtml: string, title: string, bootHeader?: PageHead['bootHeader']): HtmlPage {
    return { status: 404, html: renderIndex(indexHtml, { title, noindex: true, bootHeader }) };
  }
}
