import { couldBeCatalogueUrl, type Product, type Shop } from '@vitrine/contracts';
import type { MediaStore } from '../images/media-store.js';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  type CardContent,
  cardHash,
  priceText,
  productCardContent,
  shopCardContent,
} from './content.js';
import type { PictureSource } from './pictures.js';
import { renderCard } from './render.js';

/** What a page's tags say about its card. */
export interface CardRef {
  /** Absolute URL, from the public origin. */
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
  alt: string;
}

/** A card request as its URL spells it: `/og/shop/{shop}-{hash}.jpg`, `/og/product/{shop}/{id}-{hash}.jpg`. */
export type CardRequest =
  | { kind: 'shop'; shopUrl: string; hash: string }
  | { kind: 'product'; shopUrl: string; productId: number; hash: string };

export type CardAnswer =
  | { kind: 'card'; bytes: Buffer; etag: string }
  | { kind: 'moved'; location: string }
  | { kind: 'missing' };

interface CatalogueReader {
  shopCatalogue(catalogueUrl: string): Promise<{ shop: Shop; products: Product[] } | null>;
}

const shopPath = (shopUrl: string, hash: string) => `/og/shop/${encodeURIComponent(shopUrl)}-${hash}.jpg`;
const productPath = (shopUrl: string, id: number, hash: string) =>
  `/og/product/${encodeURIComponent(shopUrl)}/${id}-${hash}.jpg`;

/** The media-store row of a card: one per shop and per product, replaced when the content changes. */
const mediaName = (content: CardContent) =>
  content.kind === 'shop' ? 'card:shop' : `card:product:${content.productId}`;

/** Cards kept in memory by this instance (about 100 KB each): the answer to a repeat fetch needs no query. */
const RECENT_CARDS = 64;

/**
 * Share cards: a 1200×630 JPEG per shop and per product, named by a hash of what it shows. A page
 * asks for its card's URL (no drawing: the hash of the catalogue's current data); the first fetch
 * of that URL draws the card once and stores it in the media store, where every instance finds it.
 * An edit changes the catalogue (its change events refresh it), so the page's tags name a new card
 * at once, and chat apps, which cache previews by URL, fetch the new picture.
 */
export class ShareCards {
  /**
   * What each card shows and its hash, per catalogue object and origin: the catalogue cache hands
   * out the same objects until a change replaces them, so pages and repeat fetches skip the work.
   */
  private readonly contents = new WeakMap<object, Map<string, { content: CardContent; hash: string }>>();
  private readonly recent = new Map<string, { bytes: Buffer; etag: string }>();
  private readonly drawing = new Map<string, Promise<{ bytes: Buffer; etag: string }>>();

  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly media: MediaStore,
    private readonly pictures: PictureSource,
  ) {}

  private described<C extends CardContent>(of: object, origin: string, make: () => C): { content: C; hash: string } {
    let byOrigin = this.contents.get(of);
    if (!byOrigin) {
      byOrigin = new Map();
      this.contents.set(of, byOrigin);
    }
    let found = byOrigin.get(origin);
    if (!found) {
      const content = make();
      found = { content, hash: cardHash(content) };
      byOrigin.set(origin, found);
    }
    return found as { content: C; hash: string };
  }

  private shopContent(shop: Shop, origin: string) {
    return this.described(shop, origin, () => shopCardContent(shop, origin));
  }

  private productContent(shop: Shop, product: Product, origin: string) {
    return this.described(product, origin, () => productCardContent(shop, product, origin));
  }

  shopCard(shop: Shop, origin: string): CardRef {
    const { content, hash } = this.shopContent(shop, origin);
    const tagline = content.tagline ? `: ${content.tagline.text}` : '';
    return {
      url: new URL(shopPath(shop.shop_catalogue_url, hash), origin).toString(),
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      type: 'image/jpeg',
      alt: `${content.name.text}${tagline}`,
    };
  }

  productCard(shop: Shop, product: Product, origin: string): CardRef {
    const { content, hash } = this.productContent(shop, product, origin);
    return {
      url: new URL(productPath(shop.shop_catalogue_url, product.product_id, hash), origin).toString(),
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      type: 'image/jpeg',
      alt: `${content.name.text}, ${priceText(product, shop.currency_code)}, ${shop.shop_name}`,
    };
  }

  /** The card a URL names; a URL of an earlier version of the card moves to the current one. */
  async answer(request: CardRequest, origin: string): Promise<CardAnswer> {
    if (!couldBeCatalogueUrl(request.shopUrl)) return { kind: 'missing' };
    const found = await this.catalogue.shopCatalogue(request.shopUrl);
    if (!found) return { kind: 'missing' };
    const { shop } = found;
    let described: { content: CardContent; hash: string };
    let current: string;
    if (request.kind === 'shop') {
      described = this.shopContent(shop, origin);
      current = shopPath(shop.shop_catalogue_url, described.hash);
    } else {
      const product = found.products.find((p) => p.product_id === request.productId);
      if (!product) return { kind: 'missing' };
      described = this.productContent(shop, product, origin);
      current = productPath(shop.shop_catalogue_url, product.product_id, described.hash);
    }
    const { content, hash } = described;
    if (hash !== request.hash) return { kind: 'moved', location: current };
    const key = `og/${shop.shop_id}/${mediaName(content).slice('card:'.length).replace(':', '-')}-${hash}.jpg`;
    return { kind: 'card', ...(await this.card(key, shop.shop_id, content)) };
  }

  /** From memory, else the media store, else drawn now (once per key, however many ask at the same time). */
  private async card(key: string, shopId: number, content: CardContent): Promise<{ bytes: Buffer; etag: string }> {
    const cached = this.recent.get(key);
    if (cached) {
      this.recent.delete(key);
      this.recent.set(key, cached);
      return cached;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.load(key, shopId, content).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    const card = await pending;
    this.recent.set(key, card);
    if (this.recent.size > RECENT_CARDS) this.recent.delete(this.recent.keys().next().value as string);
    return card;
  }

  private async load(key: string, shopId: number, content: CardContent): Promise<{ bytes: Buffer; etag: string }> {
    const stored = await this.media.get(key);
    if (stored) return { bytes: stored.bytes, etag: stored.etag };
    const bytes = await renderCard(content, this.pictures);
    const etag = await this.media.putCard(shopId, mediaName(content), {
      key,
      width: CARD_WIDTH,
      contentType: 'image/jpeg',
      bytes,
    });
    return { bytes, etag };
  }
}
