import { describe, expect, it } from 'vitest';
import { LocalChangeEvents } from '../../events/changes.js';
import { ResponseCache } from '../../http/response-cache.js';
import { invalidateCacheOnChange } from './cache-follows-changes.js';
import { MASTERS_TAG, SHOP_URLS_TAG, shopTag } from './context.js';

describe('the public-read cache follows the change events', () => {
  /** One cached entry per tag; `cached()` lists the tags whose entry survived. */
  const setUp = async () => {
    const events = new LocalChangeEvents();
    const cache = new ResponseCache();
    invalidateCacheOnChange(events, cache);
    const tags = [shopTag(1), shopTag(2), SHOP_URLS_TAG, MASTERS_TAG];
    for (const tag of tags) await cache.get(tag, [tag], async () => ({ tag }));
    const cached = () => tags.filter((tag) => cache.peek(tag) !== undefined);
    return { events, cached };
  };

  it('drops what each change makes stale, and nothing else', async () => {
    const stock = await setUp();
    await stock.events.publish({ type: 'stock.changed', shopId: 1 });
    expect(stock.cached()).toEqual([shopTag(2), SHOP_URLS_TAG, MASTERS_TAG]);

    const shop = await setUp();
    await shop.events.publish({ type: 'shop.changed', shopId: 2 });
    expect(shop.cached()).toEqual([shopTag(1), MASTERS_TAG]);

    const masters = await setUp();
    await masters.events.publish({ type: 'masters.changed' });
    expect(masters.cached()).toEqual([shopTag(1), shopTag(2), SHOP_URLS_TAG]);
  });

  it('keeps every entry when an order is placed or moved (no public read shows orders)', async () => {
    const { events, cached } = await setUp();
    await events.publish(
      { type: 'order.placed', shopId: 1, orderId: 7, orderNumber: 'A-7' },
      {
        type: 'order.moved',
        shopId: 1,
        orderId: 7,
        orderNumber: 'A-7',
        from: 'pending',
        to: 'confirmed',
        actor: 'owner',
      },
    );
    expect(cached()).toHaveLength(4);
  });
});
