import type { CatalogueQuery } from '@vitrine/contracts/catalogue-view';
import { useCallback, useEffect, useState } from 'react';
import { type CataloguePageData, cataloguePageCall, getCataloguePage } from '../../../api/storefront';
import { usePeek } from '../shared/serverRender';
import { productsSeen, useShopStore } from '../state';

export type PageState =
  | { kind: 'loading'; shown?: CataloguePageData }
  | { kind: 'failed'; shown?: CataloguePageData }
  | { kind: 'ready'; shown: CataloguePageData; path: string };

/**
 * One page of the catalogue view in the address, from the server (a big shop is never
 * downloaded whole). A page already here (in the server-rendered HTML, or seen before) shows at
 * once. While the next view loads, the last one stays on screen (marked busy); once a page is
 * shown, the next one is fetched in the background so "Next" answers at once.
 */
export function useCataloguePage(shopUrl: string, shopId: number, query: CatalogueQuery) {
  const store = useShopStore();
  const { q, category, sort, page } = query;
  const read = cataloguePageCall(shopUrl, query);
  const known = usePeek(read);
  const [state, setState] = useState<PageState>(() =>
    known ? { kind: 'ready', shown: known, path: read.path } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const path = read.path;

  useEffect(() => {
    if (attempt < 0) return;
    let live = true;
    setState((current) =>
      current.kind === 'ready' && current.path === path ? current : { kind: 'loading', shown: current.shown },
    );
    const view = { q, category, sort, page };
    void getCataloguePage(shopUrl, view).then((result) => {
      if (!live) return;
      if (result.kind !== 'ok') {
        setState((current) => ({ kind: 'failed', shown: current.shown }));
        return;
      }
      setState((current) =>
        current.kind === 'ready' && current.path === path && current.shown === result.value
          ? current
          : { kind: 'ready', shown: result.value, path },
      );
      store.changeShop(productsSeen({ shopId, products: result.value.products }));
      if (result.value.page < result.value.pageCount) {
        const next = () => void getCataloguePage(shopUrl, { ...view, page: result.value.page + 1 });
        if ('requestIdleCallback' in window) window.requestIdleCallback(next, { timeout: 2000 });
        else setTimeout(next, 500);
      }
    });
    return () => {
      live = false;
    };
  }, [store, shopUrl, shopId, q, category, sort, page, attempt, path]);

  // From the render the address changes in (the effect above runs after it): a page already here
  // shows at once, another one is loading; the last view is never presented as the new one.
  const showing = state.kind === 'ready' && state.path === path;
  const current: PageState = showing
    ? state
    : known
      ? { kind: 'ready', shown: known, path }
      : state.kind === 'ready'
        ? { kind: 'loading', shown: state.shown }
        : state;
  return { state: current, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
