import { describe, expect, it } from 'vitest';
import { getProduct, peek, productCall, seedAnswers } from './storefront';

/**
 * A server-rendered page hydrates from the answers it carries (`peek`), then its effect reads the
 * same answer (`load`). Both get one value: a state set from the read keeps its identity, and the
 * page does not render again after hydrating (which would hold a slow phone's main thread).
 */
describe('a seeded answer', () => {
  it('is one value for every peek and for the read that follows', async () => {
    const read = productCall('corner-bakery', 4);
    const product = { product_id: 4, product_name: 'Rye loaf' };
    seedAnswers({ [read.path]: { status: 'success', product, related: [] } });

    const here = peek(read);
    expect(here?.product).toBe(product);
    expect(peek(read)).toBe(here);
    const loaded = await getProduct('corner-bakery', 4);
    expect(loaded).toEqual({ kind: 'ok', value: here });
    expect(loaded.kind === 'ok' && loaded.value).toBe(here);
  });

  it('a server render peeks at its own answers, apart from the browser’s', () => {
    const read = productCall('corner-bakery', 5);
    const body = { status: 'success', product: { product_id: 5 }, related: [] };
    expect(peek(read, new Map([[read.path, body]]))?.product).toBe(body.product);
    expect(peek(read)).toBeUndefined();
  });
});
