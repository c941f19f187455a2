import type { Product } from '@vitrine/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getProducts } from '../../../api/storefront';
import { type CartItem, productsSeen, useShopStore } from '../state';

export type CartCheck = { kind: 'checking' } | { kind: 'failed' } | { kind: 'ready'; products: Product[] };

/**
 * The cart's products as the shop has them now, read when the checkout opens (and when the cart's
 * products change): a line whose product went, changed price or sold out is marked before ordering.
 */
export function useCartProducts(shopUrl: string, shopId: number, cart: readonly CartItem[]) {
  const store = useShopStore();
  const [check, setCheck] = useState<CartCheck>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const ids = [...new Set(cart.map((line) => line.product_id))].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (attempt < 0) return;
    let live = true;
    setCheck((current) => (current.kind === 'ready' ? current : { kind: 'checking' }));
    void getProducts(shopUrl, ids ? ids.split(',').map(Number) : []).then((result) => {
      if (!live) return;
      if (result.kind !== 'ok') {
        setCheck({ kind: 'failed' });
        return;
      }
      setCheck({ kind: 'ready', products: result.value });
      store.changeShop(productsSeen({ shopId, products: result.value }));
    });
    return () => {
      live = false;
    };
  }, [store, shopUrl, shopId, ids, attempt]);

  return { check, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
