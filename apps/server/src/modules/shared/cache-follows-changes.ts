import type { ChangeEvents } from '../../events/changes.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { MASTERS_TAG, SHOP_URLS_TAG, shopTag } from './context.js';

/** The public-read cache follows the change events: a shop's entries (and URL lookups) go with its change. */
export function invalidateCacheOnChange(events: ChangeEvents, cache: ResponseCache): void {
  events.subscribe((event) => {
    if (event.type === 'shop.changed') cache.invalidate(shopTag(event.shopId), SHOP_URLS_TAG);
    else if (event.type === 'stock.changed') cache.invalidate(shopTag(event.shopId));
    else if (event.type === 'masters.changed') cache.invalidate(MASTERS_TAG);
    // Order events change no public read: an order's page is not cached.
  });
  events.onMissed(() => cache.clear());
}
