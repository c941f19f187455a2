import { useState } from 'react';
import type { StorefrontData } from '../layout/useStorefront';
import { lineKey, statusOfLine } from '../state';
import { useCartProducts } from './useCartProducts';

/**
 * The cart checked against the shop as it is now, with the units a refused order said are left:
 * ordering is blocked until the check has answered and every line is fine.
 */
export function useCartCheck(data: StorefrontData) {
  const { check, retry } = useCartProducts(data.shopUrl, data.shop.shop_id, data.cart);
  const products = check.kind === 'ready' ? check.products : [];
  /** Units left per line key, from an order refused because lines ran short (kept until the shopper fixes them). */
  const [shortages, setShortages] = useState<Record<string, number>>({});
  // Until the cart is checked against the shop, ordering waits (a failed check offers Retry).
  const blocked =
    check.kind !== 'ready' ||
    data.cart.some((line) => statusOfLine(line, products, true, shortages[lineKey(line)]) !== 'ok');
  return { check, products, retry, shortages, setShortages, blocked };
}

export type CartCheckState = ReturnType<typeof useCartCheck>;
