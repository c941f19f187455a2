import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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

export async function loadCatalogue(db: Db, shopId: number): Promise<CatalogueNow> {
  const [shop] = await db.select({ currencyCode: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
  // One query after another: inside a transaction they share one connection.
  const categoryRows = await db
    .select({ id: productCategories.id, name: productCategories.name, sortOrder: productCategories.sortOrder })
    .from(productCategories)
    .where(eq(productCategories.shopId, shopId))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
  const productRows = await db.select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.id));
  const skuMap = await skusOfShop(db, shopId);
  const ids = productRows.map((p) => p.id);
  const variantRows = ids.length
    ? await db
        .select()
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(products.shopId, shopId))
        .orderBy(asc(productVariants.sortOrder), asc(productVariants.id))
    : [];
  const imageRows = ids.length
    ? await db
        .select({ productId: productImages.productId, url: productImages.imageUrl })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(eq(products.shopId, shopId))
        .orderBy(asc(productImages.sortOrder), asc(productImages.id))
    : [];

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
