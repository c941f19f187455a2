import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { couldBeCatalogueUrl, type FeedKind, feedPath, type Product, type Shop } from '@vitrine/contracts';
import { and, eq, like, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, skus } from '../../db/schema.js';
import type { CachedBody } from '../../http/response-cache.js';
import { loadProducts } from '../catalogue/service.js';
import { feedItems, googleRss, metaCsv, type SkuRow } from './format.js';
import { type FeedPictures, isFeedReadyUrl, isOwnPicture, pictureHash, renditionName } from './pictures.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A feed as it is sent: the bytes, compressed copies, a strong validator and the time it last changed. */
export interface FeedBody {
  kind: FeedKind;
  bytes: Buffer;
  gzip: Buffer;
  /** Made in the background after the body is first sent; until then brotli readers get gzip. */
  br?: Buffer;
  /** Hash of the bytes: the strong ETag (`"<hash>"`, `"<hash>-br"`, `"<hash>-gzip"` per encoding). */
  hash: string;
  /** HTTP date of the first time this instance built these bytes. */
  lastModified: string;
}

/**
 * What the feeds read of the catalogue service: the storefront's cached shop answer (small, no
 * products). The cache replaces it on every change event of the shop (`shop.changed`,
 * `stock.changed`, from any instance), so its identity is the version of the shop's catalogue.
 */
export interface ShopReader {
  shopBody(catalogueUrl: string): Promise<CachedBody<{ shop: Shop }> | null>;
}

/** Everything a feed of one catalogue version is made from, loaded once per version. */
interface FeedVersion {
  shop: Shop;
  products: Product[];
  skus: SkuRow[];
  /** Rendition hash → the picture URL it is drawn from. */
  pictures: Map<string, string>;
  /** Per product: its picture's rendition hash, or an address taken as it is, or null (none). */
  pictureOf: Map<number, { hash: string } | { url: string } | null>;
  bodies: Map<string, Promise<FeedBody>>;
}

/** The picture the feeds show for a product: its main one, else the first of its gallery. */
const mainPicture = (p: Product) => p.image_url || p.images[0] || '';

/**
 * The product feeds of a shop (`/{shop}/feeds/meta.csv`, `/{shop}/feeds/google.xml`). Each is built
 * once per catalogue version: the storefront's cached shop answer is the version (the shop's change
 * events replace it, on every instance), so the feed is rebuilt on the first fetch after an edit and
 * sent from memory, pre-compressed, until the next one. Products are read here (three queries, as
 * the catalogue does), not from the catalogue's cached JSON: an edit then costs the feed no
 * serialising and compressing of a catalogue the feed does not send.
 */
export class FeedService {
  private readonly versions = new WeakMap<object, Promise<FeedVersion>>();
  /** Per shop, feed and origin: the last bytes' hash and when they first appeared (Last-Modified survives a rebuild that changed nothing). */
  private readonly lastSeen = new Map<string, { hash: string; lastModified: string }>();

  constructor(
    private readonly db: Db,
    private readonly catalogue: ShopReader,
    private readonly renditions: FeedPictures,
    /** The address shoppers load a stored picture from (the web build's content-addressed one). */
    private readonly pictureUrl: (url: string) => string,
    /** The shop's share card (a 1200×630 JPEG): the picture of a product that has none. */
    private readonly shopCardUrl: (shop: Shop, origin: string) => string,
    private readonly warn: (err: unknown, message: string) => void = () => undefined,
  ) {}

  /** A shop's feed, or null when the shop is unknown, suspended or not public. */
  async feed(shopUrl: string, kind: FeedKind, origin: string): Promise<FeedBody | null> {
    const version = await this.version(shopUrl);
    if (!version) return null;
    const key = `${kind} ${origin}`;
    let body = version.bodies.get(key);
    if (!body) {
      body = this.build(version, kind, origin);
      version.bodies.set(key, body);
      body.catch(() => version.bodies.delete(key));
    }
    return body;
  }

  /** A rendition named in a feed: null for an unknown shop or hash, `card` when its source cannot be read. */
  async picture(
    shopUrl: string,
    hash: string,
    origin: string,
  ): Promise<{ bytes: Buffer; etag: string } | { card: string } | null> {
    const version = await this.version(shopUrl);
    const url = version?.pictures.get(hash);
    if (!version || !url) return null;
    const found = await this.renditions.get(version.shop.shop_id, hash, url);
    return found ?? { card: this.shopCardUrl(version.shop, origin) };
  }

  private async version(shopUrl: string): Promise<FeedVersion | null> {
    if (!couldBeCatalogueUrl(shopUrl)) return null;
    const body = await this.catalogue.shopBody(shopUrl);
    if (!body) return null;
    let version = this.versions.get(body);
    if (!version) {
      version = this.load(body.value.shop);
      this.versions.set(body, version);
      version.catch(() => this.versions.delete(body));
    }
    return version;
  }

  private async load(shop: Shop): Promise<FeedVersion> {
    const [stored, skuRows] = await Promise.all([
      loadProducts(this.db, shop.shop_id),
      this.db
        .select({ sku: skus.sku, productId: skus.productId, variantId: skus.productVariantId })
        .from(skus)
        .where(eq(skus.shopId, shop.shop_id)),
    ]);
    const products = stored.map((p) => ({
      ...p,
      image_url: p.image_url && this.pictureUrl(p.image_url),
      images: p.images.map(this.pictureUrl),
    }));
    const pictures = new Map<string, string>();
    const pictureOf = new Map<number, { hash: string } | { url: string } | null>();
    for (const product of products) {
      const url = mainPicture(product);
      if (url && isOwnPicture(url)) {
        const hash = pictureHash(url);
        pictures.set(hash, url);
        pictureOf.set(product.product_id, { hash });
      } else pictureOf.set(product.product_id, url && isFeedReadyUrl(url) ? { url } : null);
    }
    this.dropUnusedRenditions(shop.shop_id, [...pictures.keys()]);
    return { shop, products, skus: skuRows, pictures, pictureOf, bodies: new Map() };
  }

  /** Renditions of pictures no product shows any more go (another instance's may be drawn again on demand). */
  private dropUnusedRenditions(shopId: number, hashes: string[]): void {
    const names = hashes.map(renditionName);
    this.db
      .delete(media)
      .where(
        and(
          eq(media.shopId, shopId),
          like(media.name, renditionName('%')),
          names.length ? notInArray(media.name, names) : undefined,
        ),
      )
      .catch((err: unknown) => this.warn(err, 'dropping unused feed pictures failed'));
  }

  private async build(version: FeedVersion, kind: FeedKind, origin: string): Promise<FeedBody> {
    const { shop } = version;
    const shopUrl = shop.shop_catalogue_url;
    const picturesBase = new URL(`${feedPath(shopUrl, kind).replace(/[^/]+$/, '')}pictures/`, origin).toString();
    const picture = (product: Product) => {
      const found = version.pictureOf.get(product.product_id);
      if (!found) return this.shopCardUrl(shop, origin);
      return 'hash' in found ? `${picturesBase}${found.hash}.jpg` : found.url;
    };
    const items = feedItems(shop, version.products, version.skus, { origin, picture });
    const text = kind === 'meta' ? metaCsv(items) : googleRss(shop, items, origin);
    const bytes = Buffer.from(text, 'utf8');
    const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
    // zlib runs on libuv's thread pool, so building never blocks the event loop. gzip (what feed
    // fetchers ask for) is ready with the body, in about 15 ms for 5,000 products; the smaller
    // brotli copy (about 80 ms) follows in the background, so an edit is not kept waiting.
    const gz = await gzipAsync(bytes, { level: 6 });
    const seenKey = `${shopUrl} ${kind} ${origin}`;
    const seen = this.lastSeen.get(seenKey);
    const lastModified = seen?.hash === hash ? seen.lastModified : new Date().toUTCString();
    this.lastSeen.set(seenKey, { hash, lastModified });
    const body: FeedBody = { kind, bytes, gzip: gz, hash, lastModified };
    brotliAsync(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 24,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
      .then((br) => {
        body.br = br;
      })
      .catch((err: unknown) => this.warn(err, 'compressing a feed failed'));
    return body;
  }
}
