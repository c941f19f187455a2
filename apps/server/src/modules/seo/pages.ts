import { couldBeCatalogueUrl, type Product, parseCatalogueHeader, type Shop, type ShopSeo } from '@vitrine/contracts';
import { currencyExponent } from '@vitrine/contracts/currency';
import type { CatalogueService } from '../catalogue/service.js';
import { logoOf } from '../share-cards/content.js';
import type { CardRef, ShareCards } from '../share-cards/service.js';
import { type PageKind, preferredLanguage, RouteAssets } from './assets.js';
import { matchStorefrontPath, productPath } from './paths.js';
import { type PageHead, renderIndex } from './render.js';

/** How a link shows in a chat app: what the page's tags say (the owner's share panel shows the same). */
export interface LinkPreview {
  url: string;
  title: string;
  description: string;
  card: CardRef;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

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
  const prices = product.variants.length ? product.variants.map((v) => v.price) : [product.main_price];
  return Math.min(...prices).toFixed(currencyExponent(currency));
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
 * Server-written link previews for storefront pages (issue 4, "Link previews"): title, meta
 * description, Open Graph with the page's share card, Twitter card, canonical link and JSON-LD, read through the
 * catalogue service (its in-process cache), so unfurling a link costs no query when warm.
 */
export class SeoPages {
  private readonly assets: RouteAssets;

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly cards: ShareCards,
    webDist?: string,
  ) {
    this.assets = new RouteAssets(webDist);
  }

  /** The page for a storefront path, or null when the path is not a storefront page. */
  async render(
    indexHtml: string,
    pathname: string,
    origin: string,
    acceptLanguage?: string,
  ): Promise<RenderedPage | null> {
    const match = matchStorefrontPath(pathname);
    if (!match) return null;
    // The API's rule: text that cannot be a catalogue URL is not found without a lookup or a cache entry.
    if (!couldBeCatalogueUrl(match.shopUrl)) return this.notFound(indexHtml, 'Shop not found');
    const language = preferredLanguage(acceptLanguage);
    const preload = this.assets.preloadLinks(match.kind as PageKind, language);
    const found = await this.catalogue.shopCatalogue(match.shopUrl);
    if (!found) return this.notFound(indexHtml, 'Shop not found');
    const seo = await this.seoOf(found.shop);
    const { shop, products } = found;
    const shopUrl = shop.shop_catalogue_url;
    const bootHeader = {
      shopUrl,
      source: shop.shop_catalogue_header,
      header: parseCatalogueHeader(shop.shop_catalogue_header),
    };
    const shopImage = absoluteUrl(seo.image_url || logoOf(shop), origin);
    const shopCanonical = absoluteUrl(`/${shopUrl}`, origin) as string;

    if (match.kind === 'product') {
      const product = products.find((p) => p.product_id === match.productId);
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
      };
      return { status: 200, html: renderIndex(indexHtml, head) };
    }

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
      // The logo and the first cards' pictures are what a phone paints first (the server's order is the catalogue's "newest").
      leadImages:
        match.kind === 'catalogue'
          ? [...new Set([logoOf(shop), ...products.slice(0, 2).map((p) => p.image_url)])]
              .map((image) => absoluteUrl(image, origin))
              .filter((image): image is string => Boolean(image))
          : undefined,
    };
    return { status: 200, html: renderIndex(indexHtml, head) };
  }

  /** A shop's or product's link preview, for the owner's share panel; null when the shop is not public. */
  async preview(shopUrl: string, origin: string, productId?: number): Promise<LinkPreview | 'no-product' | null> {
    const found = await this.catalogue.shopCatalogue(shopUrl);
    if (!found) return null;
    const seo = await this.seoOf(found.shop);
    if (productId === undefined) return this.previewOf(found.shop, seo, origin);
    const product = found.products.find((p) => p.product_id === productId);
    return product ? this.previewOf(found.shop, seo, origin, product) : 'no-product';
  }

  private async seoOf(shop: Shop): Promise<ShopSeo> {
    return (
      (await this.catalogue.shopSeoByUrl(shop.shop_catalogue_url)) ?? {
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

  private notFound(indexHtml: string, title: string, bootHeader?: PageHead['bootHeader']): RenderedPage {
    return { status: 404, html: renderIndex(indexHtml, { title, noindex: true, bootHeader }) };
  }
}
