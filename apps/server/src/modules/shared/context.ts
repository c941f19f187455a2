import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ResponseCache } from '../../http/response-cache.js';

/** What every module's routes and services are built from. */
export interface ModuleContext {
  db: Db;
  config: Config;
  cache: ResponseCache;
}

/** Cache tag of everything public about one shop. */
export const shopTag = (shopId: number) => `shop:${shopId}`;
/** Cache tag of catalogue-URL lookups (also negative ones), dropped when any URL or status changes. */
export const SHOP_URLS_TAG = 'shop-urls';
