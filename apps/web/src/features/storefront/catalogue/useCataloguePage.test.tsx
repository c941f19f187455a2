import { renderHook } from '@testing-library/react';
import type { CatalogueQuery } from '@vitrine/contracts/catalogue-view';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cataloguePageCall, seedAnswers } from '../../../api/storefront';
import { createShopStore, ShopStoreContext } from '../state';
import { useCataloguePage } from './useCataloguePage';

const newest: CatalogueQuery = { q: '', category: null, sort: 'newest', page: 1 };
const cheapest: CatalogueQuery = { ...newest, sort: 'price-asc' };
const answer = (name: string) => ({
  status: 'success',
  products: [{ product_id: 1, product_name: name }],
  total: 1,
  page: 1,
  page_count: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('useCataloguePage', () => {
  it('from the render the address changes in, the last view is loading (not shown as the new one), and a page already here shows at once', () => {
    // The next view's request never answers: what matters is what the render shows before it does.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    seedAnswers({
      [cataloguePageCall('test-shop', newest).path]: answer('Newest first'),
      [cataloguePageCall('test-shop', { ...newest, page: 2 }).path]: answer('Page two'),
    });
    const store = createShopStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>
    );
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ query }: { query: CatalogueQuery }) => {
        const { state } = useCataloguePage('test-shop', 7, query);
        seen.push(`${query.sort}/${query.page}: ${state.kind} ${state.shown?.products[0]?.product_name ?? '-'}`);
        return state;
      },
      { wrapper, initialProps: { query: newest } },
    );
    expect(result.current.kind).toBe('ready');
    seen.length = 0;
    rerender({ query: cheapest });
    // The first render with the new address already says loading, keeping the last view on screen.
    expect(seen[0]).toBe('price-asc/1: loading Newest first');
    expect(result.current.kind).toBe('loading');
    seen.length = 0;
    rerender({ query: { ...newest, page: 2 } });
    expect(seen[0]).toBe('newest/2: ready Page two');
  });
});
