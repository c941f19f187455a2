import type { CatalogueQuery } from '@vitrine/contracts/catalogue-view';
import { useCallback, useEffect, useState } from 'react';
import { type CataloguePageData, getCataloguePage } from '../../../api/storefront';
import { useAppDispatch } from '../../../store';
import { productsSeen } from '../state';

export type PageState =
  | { kind: 'loading'; shown?: CataloguePageData }
  | { kind: 'failed'; shown?: CataloguePageData }
  | { kind: 'ready'; shown: CataloguePageData };

/**
 * One page of the catalogue view in the address, from the server (issue 11: a big shop is never
 * downloaded whole). While the next view loads, the last one stays on screen (marked busy);
 * once a page is shown, the next one is fetched in the background so "Next" answers at once.
 */
export function useCataloguePage(shopUrl: string, shopId: number, query: CatalogueQuery) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { q, category, sort, page } = query;

  useEffect(() => {
    if (attempt < 0) return;
    let live = true;
    setState((current) => ({ kind: 'loading', shown: current.shown }));
    const view = { q, category, sort, page };
    void getCataloguePage(shopUrl, view).then((result) => {
      if (!live) return;
      if (result.kind !== 'ok') {
        setState((current) => ({ kind: 'failed', shown: current.shown }));
        return;
      }
      setState({ kind: 'ready', shown: result.value });
      dispatch(productsSeen({ shopId, products: result.value.products }));
      if (result.value.page < result.value.pageCount) {
        const next = () => void getCataloguePage(shopUrl, { ...view, page: result.value.page + 1 });
        if ('requestIdleCallback' in window) window.requestIdleCallback(next, { timeout: 2000 });
        else setTimeout(next, 500);
      }
    });
    return () => {
      live = false;
    };
  }, [dispatch, shopUrl, shopId, q, category, sort, page, attempt]);

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
