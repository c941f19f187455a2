import {
  CATALOGUE_PAGE_SIZE,
  type CataloguePageResponse,
  type CatalogueQuery,
  type CatalogueSort,
  isAvailable,
  type Product,
  type ProductCategory,
  paymentMethodsOf,
  type Shop,
  type ShopSeo,
} from '@vitrine/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  countries,
  productCategories,
  productImages,
  products,
  productVariants,
  shopImages,
  shops,
  states,
} from '../../db/schema.js';
import type { CachedBody, ResponseCache } from '../../http/response-cache.js';
import { deliveryRulesToWire } from '../delivery/amounts.js';
import { SHOP_URLS_TAG, shopTag } from '../shared/context.js';
import { groupBy } from '../shared/group-by.js';
import { moneyNumber } from '../shared/money.js';
import { catalogueKeys } from './cache-keys.js';

export interface ShopCatalogue {
  catalogue: { shop: Shop[]; products: Product[] };
}

type ShopRow = typeof shops.$inferSelect & { stateName: string | null; countryName: string | null };

/** The wire form of a shop (spec section 3), shared with the owner's account view. */
export function shopToWire(row: ShopRow, images: { imageUrl: string; imageType: string }[]): Shop {
  return {
    shop_id: row.id,
    shop_name: row.shopName,
    shop_tagline: row.shopTagline,
    shop_add_line1: row.shopAddLine1,
    shop_add_line2: row.shopAddLine2,
    shop_city: row.shopCity,
    shop_state_id: row.shopStateId,
    shop_state_name: row.stateName ?? '',
    shop_country_id: row.shopCountryId,
    shop_country_name: row.countryName ?? '',
    shop_postal_code: row.shopPostalCode,
    mobile_phone_primary: row.mobilePhonePrimary,
    shop_email: row.shopEmail,
    shop_website: row.shopWebsite,
    shop_images: images.map((i) => ({ image_url: i.imageUrl, image_type: i.imageType })),
    shop_catalogue_url: row.shopCatalogueUrl,
    shop_settings: row.shopSettings,
    shop_catalogue_header: row.shopCatalogueHeader,
    currency_code: row.currencyCode,
    business_category_id: row.businessCategoryId,
    low_stock_threshold: row.lowStockThreshold,
    delivery: deliveryRulesToWire(row.deliverySettings, row.currencyCode),
    payment_methods: paymentMethodsOf({
      currency_code: row.currencyCode,
      upi_id: row.upiId,
      pix_key: row.pixKey,
      cash_on_delivery: row.cashOnDelivery,
    }),
  };
}

/** A shop row with its state and country names; `where` picks it. */
export async function selectShopRow(db: Db, where: ReturnType<typeof eq>): Promise<ShopRow | undefined> {
  const [row] = await db
    .select({ shop: shops, stateName: states.stateName, countryName: countries.countryName })
    .from(shops)
    .leftJoin(states, eq(states.id, shops.shopStateId))
    .leftJoin(countries, eq(countries.id, shops.shopCountryId))
    .where(where)
    .limit(1);
  return row ? { ...row.shop, stateName: row.stateName, countryName: row.countryName } : undefined;
}

export async function selectShopImages(db: Db, shopId: number) {
  return db
    .select({ imageUrl: shopImages.imageUrl, imageType: shopImages.imageType })
    .from(shopImages)
    .where(eq(shopImages.shopId, shopId))
    .orderBy(asc(shopImages.sortOrder), asc(shopImages.id));
}

/**
 * Every active product of a shop, newest first, with variants and images: three queries whatever
 * the size. With `ids`, only those products, in that order (one page of the paged catalogue).
 */
export async function loadProducts(db: Db, shopId: number, ids?: number[]): Promise<Product[]> {
  if (ids && ids.length === 0) return [];
  const only = ids ? inArray(products.id, ids) : undefined;
  const [rows, variants, images] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.isActive, true), only))
      .orderBy(desc(products.createdAt), desc(products.id)),
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        name: productVariants.productVariantName,
        price: productVariants.price,
        stockQuantity: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.shopId, shopId), only))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    db
      .select({ productId: productImages.productId, imageUrl: productImages.imageUrl })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(eq(products.shopId, shopId), only))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  ]);
  const variantsOf = groupBy(variants, (v) => v.productId);
  const imagesOf = groupBy(images, (i) => i.productId);
  if (ids) {
    const position = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  }
  return rows.map((p) => {
    const variants = (variantsOf.get(p.id) ?? []).map((v) => ({
      product_variant_id: v.id,
      product_variant_name: v.name,
      price: moneyNumber(v.price),
      stock_quantity: v.stockQuantity,
      in_stock: isAvailable(v.stockQuantity),
    }));
    // Sold in variants: the owner's switch and at least one variant to buy; else the tracked quantity or the switch.
    const inStock = variants.length
      ? p.inStock && variants.some((v) => v.in_stock)
      : isAvailable(p.stockQuantity, p.inStock);
    return {
      product_id: p.id,
      product_name: p.productName,
      description: p.description,
      main_price: moneyNumber(p.mainPrice),
      image_url: p.imageUrl,
      images: (imagesOf.get(p.id) ?? []).map((i) => i.imageUrl),
      category_id: p.categoryId,
      in_stock: inStock,
      stock_quantity: variants.length ? null : p.stockQuantity,
      created_at: p.createdAt.toISOString(),
      variants,
    };
  });
}

function seoOf(row: ShopRow, logo: string | undefined): ShopSeo {
  return {
    title: row.seoTitle || row.shopName,
    description: row.seoDescription || row.shopTagline,
    keywords: row.seoKeywords,
    image_url: row.seoImageUrl || logo || '',
    // A path: the page's own origin makes it absolute (the server may sit behind any host name).
    canonical_url: `/${row.shopCatalogueUrl}`,
  };
}

/** A page answer as cached; the envelope's `status` is added when it is serialised. */
type CataloguePage = Omit<CataloguePageResponse, 'status'>;

/** `%`, `_` and `\` typed by a shopper are text to find, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The storefront's sorts (ties newest first, then by id, so a page never repeats or skips a product). */
const pageOrder: Record<CatalogueSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  'price-asc': [asc(products.mainPrice), desc(products.createdAt), desc(products.id)],
  'price-desc': [desc(products.mainPrice), desc(products.createdAt), desc(products.id)],
  name: [asc(sql`lower(${products.productName})`), asc(products.id)],
};

/**
 * Public catalogue reads, served from the in-process cache. Each answer is tagged with its shop,
 * so the shop's change event (events/cache.ts) makes the next read fresh.
 */
export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly cache: ResponseCache,
    /** Rewrites a stored picture URL to the address shoppers load (the web build's immutable one). */
    private readonly pictureUrl: (url: string) => string = (url) => url,
  ) {}

  /** `GET /api/getcatalogue/:url` body; null for an unknown or suspended shop. */
  catalogueBody(catalogueUrl: string): Promise<CachedBody<ShopCatalogue> | null> {
    // Found: tagged with its shop. Not found: tagged with the URL list, dropped when any URL or status changes.
    const tags = (value: ShopCatalogue | null) =>
      value ? [shopTag(value.catalogue.shop[0].shop_id)] : [SHOP_URLS_TAG];
    return this.cache.get(catalogueKeys.catalogue(catalogueUrl), tags, async () => {
      const row = await selectShopRow(this.db, eq(shops.shopCatalogueUrl, catalogueUrl));
      if (row?.status !== 'active') return null;
      const [images, list] = await Promise.all([selectShopImages(this.db, row.id), loadProducts(this.db, row.id)]);
      const pictures = images.map((i) => ({ ...i, imageUrl: this.pictureUrl(i.imageUrl) }));
      return { catalogue: { shop: [shopToWire(row, pictures)], products: list.map((p) => this.withPictures(p)) } };
    });
  }

  /**
   * `GET /api/getcataloguepage/:url` body: one page of a shop's catalogue view, filtered, sorted and
   * cut in the database (an index per sort), so a big shop costs one page, not its whole list.
   */
  cataloguePage(catalogueUrl: string, query: CatalogueQuery): Promise<CachedBody<CataloguePage> | null> {
    const tags = (value: CataloguePage | null) => (value ? [shopTag(value.shop_id)] : [SHOP_URLS_TAG]);
    return this.cache.get(catalogueKeys.cataloguePage(catalogueUrl, query), tags, async () => {
      const shopId = await this.activeShopId(catalogueUrl);
      if (shopId === null) return null;
      const where = and(
        eq(products.shopId, shopId),
        eq(products.isActive, true),
        query.category === null ? undefined : eq(products.categoryId, query.category),
        query.q.trim() ? ilike(products.productName, `%${escapeLike(query.q.trim())}%`) : undefined,
      );
      // The count rides along with the page (one round trip); only a page past the end asks again.
      // A subquery, not `count(*) over ()`: the window made every page read and sort all the shop's
      // matching rows, where the page alone walks its sort's index (bulk-mart, PostgreSQL: median
      // 2.5-3.3 ms against 0.9-1.0 ms per page).
      const matching = sql<number>`(select count(*) from ${products} where ${where})`.mapWith(Number);
      const pageRows = (asked: number) =>
        this.db
          .select({ id: products.id, total: matching })
          .from(products)
          .where(where)
          .orderBy(...pageOrder[query.sort])
          .limit(CATALOGUE_PAGE_SIZE)
          .offset((asked - 1) * CATALOGUE_PAGE_SIZE);
      let page = query.page;
      let ids = await pageRows(page);
      let total = ids[0]?.total ?? 0;
      if (!ids.length && page > 1) {
        [{ total }] = await this.db.select({ total: count() }).from(products).where(where);
        page = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
        ids = total ? await pageRows(page) : [];
      }
      const pageCount = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
      const list = (
        await loadProducts(
          this.db,
          shopId,
          ids.map((r) => r.id),
        )
      ).map((p) => this.withPictures(p));
      return {
        shop_id: shopId,
        products: list,
        total,
        page,
        page_count: pageCount,
        page_size: CATALOGUE_PAGE_SIZE,
      };
    });
  }

  /** `GET /api/getshop/:url` body: the shop without its products; null for an unknown or suspended shop. */
  shopBody(catalogueUrl: string): Promise<CachedBody<{ shop: Shop }> | null> {
    const tags = (value: { shop: Shop } | null) => (value ? [shopTag(value.shop.shop_id)] : [SHOP_URLS_TAG]);
    return this.cache.get(catalogueKeys.shop(catalogueUrl), tags, async () => {
      const row = await selectShopRow(this.db, eq(shops.shopCatalogueUrl, catalogueUrl));
      if (row?.status !== 'active') return null;
      const images = await selectShopImages(this.db, row.id);
      return {
        shop: shopToWire(
          row,
          images.map((i) => ({ ...i, imageUrl: this.pictureUrl(i.imageUrl) })),
        ),
      };
    });
  }

  /** `GET /api/getproduct/:url/:id` body: an active product and up to four of its category; null when either is missing. */
  productBody(
    catalogueUrl: string,
    productId: number,
  ): Promise<CachedBody<{ shop_id: number; product: Product; related: Product[] }> | null> {
    const tags = (value: { shop_id: number } | null) => (value ? [shopTag(value.shop_id)] : [SHOP_URLS_TAG]);
    return this.cache.get(catalogueKeys.product(catalogueUrl, productId), tags, async () => {
      const shopId = await this.activeShopId(catalogueUrl);
      if (shopId === null) return null;
      const [product] = await loadProducts(this.db, shopId, [productId]);
      if (!product) return null;
      const relatedIds =
        product.category_id === null
          ? []
          : await this.db
              .select({ id: products.id })
              .from(products)
              .where(
                and(
                  eq(products.shopId, shopId),
                  eq(products.isActive, true),
                  eq(products.categoryId, product.category_id),
                  ne(products.id, productId),
                ),
              )
              .orderBy(...pageOrder.newest)
              .limit(4);
      const related = await loadProducts(
        this.db,
        shopId,
        relatedIds.map((r) => r.id),
      );
      return {
        shop_id: shopId,
        product: this.withPictures(product),
        related: related.map((p) => this.withPictures(p)),
      };
    });
  }

  /** `GET /api/getproducts/:url?ids=` (a cart's lines, read fresh, never cached); null for an unknown shop. */
  async productsByIds(catalogueUrl: string, ids: number[]): Promise<{ shop_id: number; products: Product[] } | null> {
    const shopId = await this.activeShopId(catalogueUrl);
    if (shopId === null) return null;
    const list = await loadProducts(this.db, shopId, ids);
    return { shop_id: shopId, products: list.map((p) => this.withPictures(p)) };
  }

  private async activeShopId(catalogueUrl: string): Promise<number | null> {
    const [shop] = await this.db
      .select({ id: shops.id, status: shops.status })
      .from(shops)
      .where(eq(shops.shopCatalogueUrl, catalogueUrl));
    return shop?.status === 'active' ? shop.id : null;
  }

  private withPictures(p: Product): Product {
    return { ...p, image_url: p.image_url && this.pictureUrl(p.image_url), images: p.images.map(this.pictureUrl) };
  }

  /** `GET /api/getshopseo/:shopId` body; null for an unknown or suspended shop. */
  seoBody(shopId: number): Promise<CachedBody<{ shop_seo: ShopSeo }> | null> {
    return this.cache.get(catalogueKeys.seo(shopId), [shopTag(shopId)], async () => {
      const row = await selectShopRow(this.db, eq(shops.id, shopId));
      if (row?.status !== 'active') return null;
      const [logo] = (await selectShopImages(this.db, row.id)).filter((i) => i.imageType === 'logo');
      return { shop_seo: seoOf(row, logo?.imageUrl) };
    });
  }

  /** `GET /api/getproductcategories/:shopId` body; null for an unknown or suspended shop. */
  categoriesBody(shopId: number): Promise<CachedBody<{ product_categories: ProductCategory[] }> | null> {
    return this.cache.get(catalogueKeys.categories(shopId), [shopTag(shopId)], async () => {
      const [shop] = await this.db.select({ status: shops.status }).from(shops).where(eq(shops.id, shopId));
      if (shop?.status !== 'active') return null;
      const rows = await this.db
        .select({ id: productCategories.id, name: productCategories.name, productCount: count(products.id) })
        .from(productCategories)
        .leftJoin(products, and(eq(products.categoryId, productCategories.id), eq(products.isActive, true)))
        .where(eq(productCategories.shopId, shopId))
        .groupBy(productCategories.id)
        // An empty category is a dead end for a shopper ("Salgados (0)"): only the owner sees it.
        .having(gt(count(products.id), 0))
        .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
      return { product_categories: rows.map((r) => ({ id: r.id, name: r.name, product_count: r.productCount })) };
    });
  }

  /** A shop (by catalogue URL) with its products, as the catalogue call returns them; null when not found. */
  async shopCatalogue(catalogueUrl: string): Promise<{ shop: Shop; products: Product[] } | null> {
    const body = await this.catalogueBody(catalogueUrl);
    if (!body) return null;
    return { shop: body.value.catalogue.shop[0], products: body.value.catalogue.products };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

/**
 * The catalogue service of a built app, for other server modules (the storefront's SEO HTML):
 * `getCatalogueService(app).shopCatalogue('sunrise-electronics')` and `.seoBody(shopId)`.
 */
export function getCatalogueService(app: FastifyInstance): CatalogueService {
  return app.catalogue;
}
