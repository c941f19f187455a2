import { and, asc, between, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTurn } from '../../db/in-turn.js';
import { productCategories, productImages, products, productVariants, shops } from '../../db/schema.js';
import { type SkuHolder, skusOfShop } from '../products/sku.js';

export interface VariantNow {
  id: number;
  productId: number;
  name: string;
  /** Database numeric text ("1250.00"). */
  price: string;
  stockQuantity: number | null;
  sortOrder: number;
  sku: string | null;
}

export interface ProductNow {
  id: number;
  name: string;
  description: string;
  price: string;
  categoryId: number | null;
  inStock: boolean;
  stockQuantity: number | null;
  imageUrl: string;
  /** The gallery as stored (the main picture alone when the gallery is empty). */
  pictures: string[];
  sku: string | null;
  variants: VariantNow[];
}

/** What the import compares the file with: the shop's whole catalogue, read in a few queries. */
export interface CatalogueNow {
  currencyCode: string;
  categories: { id: number; name: string; sortOrder: number }[];
  products: Map<number, ProductNow>;
  skus: Map<string, SkuHolder>;
}

/**
 * Products read at a time: PGlite runs each query on the event loop, so a 5,000-product shop read
 * in one query per table held it for 300 ms; a page keeps each read short.
 */
const PAGE = 250;

export async function loadCatalogue(db: Db, shopId: number): Promise<CatalogueNow> {
  const [shop] = await db.select({ currencyCode: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
  // One query after another: inside a transaction they share one connection.
  const categoryRows = await db
    .select({ id: productCategories.id, name: productCategories.name, sortOrder: productCategories.sortOrder })
    .from(productCategories)
    .where(eq(productCategories.shopId, shopId))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
  const skuMap = await skusOfShop(db, shopId);
  const productRows: (typeof products.$inferSelect)[] = [];
  const variantRows: { product_variants: typeof productVariants.$inferSelect }[] = [];
  const imageRows: { productId: number; url: string }[] = [];
  for (let after = 0; ; ) {
    const page = await inTurn(
      db
        .select()
        .from(products)
        .where(and(eq(products.shopId, shopId), gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(PAGE),
    );
    if (page.length === 0) break;
    const range = between(products.id, page[0].id, page[page.length - 1].id);
    productRows.push(...page);
    variantRows.push(
      ...(await inTurn(
        db
          .select({ product_variants: productVariants })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(eq(products.shopId, shopId), range))
          .orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
      )),
    );
    imageRows.push(
      ...(await inTurn(
        db
          .select({ productId: productImages.productId, url: productImages.imageUrl })
          .from(productImages)
          .innerJoin(products, eq(products.id, productImages.productId))
          .where(and(eq(products.shopId, shopId), range))
          .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
      )),
    );
    after = page[page.length - 1].id;
  }
  // Each page holds whole products, each with its variants and pictures in their own order.
  const productSku = new Map<number, string>();
  const variantSku = new Map<number, string>();
  for (const [sku, holder] of skuMap) {
    if (holder.productVariantId === null) productSku.set(holder.productId, sku);
    else variantSku.set(holder.productVariantId, sku);
  }
  const map = new Map<number, ProductNow>();
  for (const p of productRows) {
    map.set(p.id, {
      id: p.id,
      name: p.productName,
      description: p.description,
      price: p.mainPrice,
      categoryId: p.categoryId,
      inStock: p.inStock,
      stockQuantity: p.stockQuantity,
      imageUrl: p.imageUrl,
      pictures: [],
      sku: productSku.get(p.id) ?? null,
      variants: [],
    });
  }
  for (const { product_variants: v } of variantRows) {
    map.get(v.productId)?.variants.push({
      id: v.id,
      productId: v.productId,
      name: v.productVariantName,
      price: v.price,
      stockQuantity: v.stockQuantity,
      sortOrder: v.sortOrder,
      sku: variantSku.get(v.id) ?? null,
    });
  }
  for (const i of imageRows) map.get(i.productId)?.pictures.push(i.url);
  for (const p of map.values()) if (p.pictures.length === 0 && p.imageUrl) p.pictures.push(p.imageUrl);
  return { currencyCode: shop?.currencyCode ?? 'USD', categories: categoryRows, products: map, skus: skuMap };
}
