import type { Product } from './catalogue.js';

/**
 * Stock rules shared by the server and the storefront, free of zod so a shop page can import
 * them (`@vitrine/contracts/stock-rules`) without growing its first download.
 */

/** The low-stock threshold a shop starts with ("Only N left" at or below it). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** Whether an item can be bought: a tracked quantity decides, else the owner's switch. */
export const isAvailable = (stock: number | null, ownerSwitch = true) => (stock === null ? ownerSwitch : stock > 0);

/** Whether to say "Only N left": tracked, not sold out, at or below the shop's threshold. */
export const isLowStock = (stock: number | null, threshold: number) =>
  stock !== null && stock > 0 && stock <= threshold;

/**
 * A product counts stock of its own only while it has no variants; with variants, each variant
 * counts its own. When the owner adds the first variant to a product that counts units, those
 * units can move to that variant (one ledger row, see `moved_to_variant`) instead of no longer
 * being counted: this says whether that move is open (the count is the product's own, and the
 * product has no variant yet).
 */
export const canMoveOwnStock = (ownStock: number | null, variantsBefore: number): boolean =>
  ownStock !== null && variantsBefore === 0;

/** Units left of a product (without variant) or of one of its variants; null when not tracked or unknown. */
export function stockLeft(product: Product | undefined, variantId: number | null): number | null {
  if (!product) return null;
  if (variantId === null) return product.stock_quantity ?? null;
  return product.variants.find((v) => v.product_variant_id === variantId)?.stock_quantity ?? null;
}

/**
 * Whether a product counts its stock per variant (sold in variants): its own quantity stays not
 * tracked, and a change of "the product's stock" (a bulk edit) leaves it to its variants.
 */
export const countsPerVariant = (product: { variants: readonly unknown[] }) => product.variants.length > 0;
