import type { LowStockItem } from '@vitrine/contracts';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants, shops } from '../../db/schema.js';

const LIMIT = 20;

/**
 * A shop's tracked items at or under its threshold, fewest first: products sold without variants
 * and variants, of active products. Two small queries over the shop's products.
 */
export async function lowStock(db: Db, shopId: number): Promise<{ threshold: number; items: LowStockItem[] }> {
  const [shop] = await db.select({ threshold: shops.lowStockThreshold }).from(shops).where(eq(shops.id, shopId));
  const threshold = shop?.threshold ?? 0;
  const hasVariants = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
  const [plain, variants] = await Promise.all([
    db
      .select({ id: products.id, name: products.productName, q: products.stockQuantity })
      .from(products)
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.isActive, true),
          isNotNull(products.stockQuantity),
          lte(products.stockQuantity, threshold),
          sql`not ${hasVariants}`,
        ),
      )
      .orderBy(asc(products.stockQuantity), asc(products.productName))
      .limit(LIMIT),
    db
      .select({
        id: products.id,
        name: products.productName,
        variantId: productVariants.id,
        variantName: productVariants.productVariantName,
        q: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.isActive, true),
          isNotNull(productVariants.stockQuantity),
          lte(productVariants.stockQuantity, threshold),
        ),
      )
      .orderBy(asc(productVariants.stockQuantity), asc(products.productName))
      .limit(LIMIT),
  ]);
  const items: LowStockItem[] = [
    ...plain.map((p) => ({
      product_id: p.id,
      product_name: p.name,
      product_variant_id: null,
      product_variant_name: '',
      stock_quantity: p.q ?? 0,
    })),
    ...variants.map((v) => ({
      product_id: v.id,
      product_name: v.name,
      product_variant_id: v.variantId,
      product_variant_name: v.variantName,
      stock_quantity: v.q ?? 0,
    })),
  ];
  items.sort((a, b) => a.stock_quantity - b.stock_quantity || a.product_name.localeCompare(b.product_name));
  return { threshold, items: items.slice(0, LIMIT) };
}
