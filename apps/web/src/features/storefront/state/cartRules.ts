import type { Product } from '@vitrine/contracts';
import { minorPerUnit } from '@vitrine/contracts/currency';
import { limits } from '@vitrine/contracts/rules';
import { stockLeft } from '@vitrine/contracts/stock-rules';

/** Spec section 3: a cart item's selected variant is an empty list or exactly one entry. */
export interface SelectedVariant {
  product_variant_id: number;
  product_variant_name: string;
}

/** A cart line, with the spec's field names (spec section 3, "Cart item"). */
export interface CartItem {
  product_id: number;
  product_name: string;
  image_url: string;
  quantity: number;
  main_price: number;
  selected_variant: [] | [SelectedVariant];
}

export const MAX_QUANTITY = limits.orderQuantity;

/** 'limited': the line reached the units left and holds no more than that. */
export type AddOutcome = 'updated' | 'added' | 'limited';

const variantIdOf = (item: Pick<CartItem, 'selected_variant'>): number | null =>
  item.selected_variant[0]?.product_variant_id ?? null;

/** A line is identified by its product and its variant (or the lack of one). */
export function lineKey(item: Pick<CartItem, 'product_id' | 'selected_variant'>): string {
  return `${item.product_id}:${variantIdOf(item) ?? ''}`;
}

/** Same product and same variant, or both without a variant (spec section 4). */
export function isSameLine(
  a: Pick<CartItem, 'product_id' | 'selected_variant'>,
  b: Pick<CartItem, 'product_id' | 'selected_variant'>,
): boolean {
  return lineKey(a) === lineKey(b);
}

export const clampQuantity = (quantity: number): number =>
  Math.min(MAX_QUANTITY, Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1)));

/** The most a line may hold: the order limit, or what is left of a tracked item (never below 1). */
export const quantityLimit = (left: number | null): number => Math.max(1, Math.min(MAX_QUANTITY, left ?? MAX_QUANTITY));

/**
 * The quantity a line takes when the shopper asks for `wanted`: a whole number from 1 to its
 * limit. The cart page's box and the cart dropdown's − and + both go through it.
 */
export const quantityWithin = (wanted: number, left: number | null): number =>
  Math.min(clampQuantity(wanted), quantityLimit(left));

/**
 * Adds an item: a matching line grows by the item's quantity ('updated'); anything else
 * becomes a new line at the front ('added'). With `max` (the units left of a tracked item) the
 * line never holds more ('limited' when it was cut).
 */
export function addItem(
  lines: CartItem[],
  item: CartItem,
  max: number | null = null,
): { lines: CartItem[]; outcome: AddOutcome } {
  const index = lines.findIndex((line) => isSameLine(line, item));
  const wanted = clampQuantity((index === -1 ? 0 : lines[index].quantity) + item.quantity);
  const quantity = max === null ? wanted : Math.max(1, Math.min(wanted, max));
  const limited = quantity < wanted;
  if (index === -1) {
    return { lines: [{ ...item, quantity }, ...lines], outcome: limited ? 'limited' : 'added' };
  }
  const next = lines.slice();
  next[index] = { ...next[index], quantity };
  return { lines: next, outcome: limited ? 'limited' : 'updated' };
}

export function removeLine(lines: CartItem[], key: string): CartItem[] {
  return lines.filter((line) => lineKey(line) !== key);
}

export function setQuantity(lines: CartItem[], key: string, quantity: number): CartItem[] {
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: clampQuantity(quantity) } : line));
}

/** The unit price a line should have today, or undefined when its product or variant is gone. */
export function currentUnitPrice(line: CartItem, product: Product | undefined): number | undefined {
  if (!product) return undefined;
  const variantId = variantIdOf(line);
  if (variantId === null) return product.main_price;
  return product.variants.find((v) => v.product_variant_id === variantId)?.price;
}

/** 'short': fewer units left than the line holds (lower it to {@link unitsLeft}). */
export type LineStatus = 'ok' | 'gone' | 'priceChanged' | 'outOfStock' | 'short';

/**
 * Units left for a line: what a refused order said (`shortage`) or the fresh catalogue's tracked
 * quantity, whichever is known; null when not tracked.
 */
export function unitsLeft(line: CartItem, products: readonly Product[], shortage?: number): number | null {
  if (shortage !== undefined) return shortage;
  return stockLeft(
    products.find((p) => p.product_id === line.product_id),
    variantIdOf(line),
  );
}

/** Checks a stored line against the fresh catalogue, so the shopper sees what changed. */
export function lineStatus(line: CartItem, products: readonly Product[], shortage?: number): LineStatus {
  const product = products.find((p) => p.product_id === line.product_id);
  const price = currentUnitPrice(line, product);
  if (!product || price === undefined) return 'gone';
  const variantId = variantIdOf(line);
  const variant = product.variants.find((v) => v.product_variant_id === variantId);
  if (!product.in_stock || variant?.in_stock === false) return 'outOfStock';
  const left = unitsLeft(line, products, shortage);
  if (left !== null && left < line.quantity) return left === 0 ? 'outOfStock' : 'short';
  return Math.abs(price - line.main_price) > 0.0001 ? 'priceChanged' : 'ok';
}

/**
 * Sum of the lines in the shop's currency, added in its minor units (cents, or whole yen) as the
 * server adds an order's lines, so the cart never shows a subtotal the order would not charge.
 */
export function cartTotal(lines: readonly CartItem[], currencyCode: string): number {
  const perUnit = minorPerUnit(currencyCode);
  const minor = lines.reduce((sum, line) => sum + Math.round(line.main_price * perUnit) * line.quantity, 0);
  return minor / perUnit;
}
