import { useCallback, useEffect, useState } from 'react';
import { getProduct, type Loaded, type ProductData, productCall } from '../../../api/storefront';
import { useKnownMissing, usePeek } from '../shared/serverRender';
import { productsSeen, selectShop, useShopState, useShopStore } from '../state';

/**
 * A product page's product and its category neighbours, from the server (the shop's whole list
 * is never loaded). A product already shown on a catalogue page appears at once while its own
 * answer (with the neighbours) arrives.
 */
export function useProduct(shopUrl: string, shopId: number, productId: number | null) {
  const store = useShopStore();
  // Already here (in the server-rendered HTML, or seen before): shown at once.
  const read = productCall(shopUrl, productId ?? 0);
  const here = usePeek(read);
  const missing = useKnownMissing(read);
  const [answer, setAnswer] = useState<Loaded<ProductData> | { kind: 'loading' }>(() => {
    if (productId === null || missing) return { kind: 'notFound' };
    return here ? { kind: 'ok', value: here } : { kind: 'loading' };
  });
  // Read from the products seen only while the answer loads: once it is here, the store's change
  // (this page adding its product) does not render the page again.
  const loading = answer.kind === 'loading';
  const known = useShopState((state) =>
    loading ? selectShop(state).products.find((p) => p.product_id === productId) : undefined,
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt < 0) return;
    if (productId === null) {
      setAnswer({ kind: 'notFound' });
      return;
    }
    let live = true;
    setAnswer((current) =>
      (current.kind === 'ok' && current.value.product.product_id === productId) ||
      (current.kind === 'notFound' && missing)
        ? current
        : { kind: 'loading' },
    );
    void getProduct(shopUrl, productId).then((result) => {
      if (!live) return;
      // The answer already shown (the server's, read again) keeps its state: no render for it.
      setAnswer((current) =>
        current.kind === 'ok' && result.kind === 'ok' && current.value === result.value ? current : result,
      );
      if (result.kind === 'ok') store.changeShop(productsSeen({ shopId, products: [result.value.product] }));
    });
    return () => {
      live = false;
    };
  }, [store, shopUrl, shopId, productId, attempt, missing]);

  const shown: Loaded<ProductData> | { kind: 'loading' } =
    answer.kind === 'loading' && known ? { kind: 'ok', value: { product: known, related: [] } } : answer;
  return { answer: shown, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
