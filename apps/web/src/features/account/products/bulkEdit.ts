import { countsPerVariant, currencyExponent, minorPerUnit, type OwnerProduct } from '@vitrine/contracts';
import { bulkPrice } from '@vitrine/contracts/bulk-price';
import type { BulkPriceChange, BulkProductEdit } from '@vitrine/contracts/product-bulk';

/** What the owner's bulk edit changes: one kind of change at a time. */
export type BulkAction = 'price' | 'stock' | 'category' | 'visibility';
export const bulkActions: BulkAction[] = ['price', 'stock', 'category', 'visibility'];

/** How a price moves: set, or up or down by an amount or a percentage. */
export type PriceMode = 'set' | 'up' | 'down' | 'upPercent' | 'downPercent';
export const priceModes: PriceMode[] = ['set', 'up', 'down', 'upPercent', 'downPercent'];

export interface BulkForm {
  action: BulkAction;
  priceMode: PriceMode;
  /** The amount or percentage as typed. */
  value: string;
  /** A category id, or '' for none. */
  categoryId: string;
  visible: boolean;
}

/** The form's field at fault and the message key (account's `products.bulk.errors.*`). */
export type BulkFormError = { field: 'value' | 'categoryId'; key: string };

/**
 * Typed money in the currency's minor units, without floating point: "12.5" is 1250 cents, "1250"
 * is 1250 yen; null when it is not an amount with at most the currency's decimals.
 */
export function parseMinor(text: string, currencyCode: string): number | null {
  const decimals = currencyExponent(currencyCode);
  const match = /^(\d{1,10})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > decimals) return null;
  return Number(match[1]) * minorPerUnit(currencyCode) + Number((match[2] ?? '').padEnd(decimals, '0') || 0);
}

/** A percentage as typed (at most two decimals, above 0); null otherwise. */
function parsePercent(text: string): number | null {
  const match = /^\d{1,4}(?:[.,]\d{1,2})?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(text.trim().replace(',', '.'));
  return value > 0 ? value : null;
}

function priceChange(form: BulkForm, currencyCode: string): BulkPriceChange | BulkFormError {
  const invalid: BulkFormError = { field: 'value', key: form.priceMode.endsWith('Percent') ? 'percent' : 'amount' };
  if (form.priceMode === 'upPercent' || form.priceMode === 'downPercent') {
    const percent = parsePercent(form.value);
    if (percent === null || (form.priceMode === 'downPercent' && percent > 100)) return invalid;
    return { mode: 'percent', percent: form.priceMode === 'downPercent' ? -percent : percent };
  }
  const minor = parseMinor(form.value, currencyCode);
  if (minor === null || (form.priceMode !== 'set' && minor === 0)) return invalid;
  if (form.priceMode === 'set') return { mode: 'set', amount_minor: minor };
  return { mode: 'amount', amount_minor: form.priceMode === 'down' ? -minor : minor };
}

/**
 * The request for the selected products, or the form's error. A stock change carries, for each
 * product, the figure the list shows (the server refuses the edit if a sale changed it since).
 */
export function bulkRequest(
  form: BulkForm,
  selected: OwnerProduct[],
  currencyCode: string,
): BulkProductEdit | BulkFormError {
  const products = selected.map((p) => ({ product_id: p.product_id }));
  switch (form.action) {
    case 'price': {
      const price = priceChange(form, currencyCode);
      return 'field' in price ? price : { products, price };
    }
    case 'stock': {
      const text = form.value.trim();
      if (!/^\d{1,7}$/.test(text) || Number(text) > 1_000_000) return { field: 'value', key: 'units' };
      return {
        products: selected.map((p) => ({ product_id: p.product_id, stock_quantity_expected: p.stock_quantity })),
        stock_quantity: Number(text),
      };
    }
    case 'category':
      return { products, category_id: form.categoryId ? Number(form.categoryId) : null };
    case 'visibility':
      return { products, is_active: form.visible };
  }
}

/**
 * A product as the edit will leave it, for the list to show at once (the server's answer then
 * replaces it): the same price rule as the server's (`bulkPrice`), stock left per variant where
 * counted so. A price the server would refuse is left as it is (the server's 422 rolls it back).
 */
export function applyBulkEdit(product: OwnerProduct, edit: BulkProductEdit, currencyCode: string): OwnerProduct {
  const perUnit = minorPerUnit(currencyCode);
  const moved = (price: number) => {
    if (!edit.price) return price;
    const after = bulkPrice(Math.round(price * perUnit), edit.price);
    return after === null ? price : after / perUnit;
  };
  const stock = edit.stock_quantity !== undefined && !countsPerVariant(product);
  return {
    ...product,
    main_price: moved(product.main_price),
    variants: product.variants.map((v) => ({ ...v, price: moved(v.price) })),
    category_id: edit.category_id === undefined ? product.category_id : edit.category_id,
    is_active: edit.is_active ?? product.is_active,
    stock_quantity: stock ? (edit.stock_quantity ?? null) : product.stock_quantity,
  };
}
