import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ChangeEvents } from '../../events/changes.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import type { ResponseCache } from '../../http/response-cache.js';
import type { MediaStore } from '../images/media-store.js';

/** What a service that writes needs: the database, and the events it announces its changes on. */
export interface Writer {
  db: Db;
  events: ChangeEvents;
}

/** What every module's routes and services are built from. */
export interface ModuleContext extends Writer {
  config: Config;
  cache: ResponseCache;
  /** Rate limits: in process on PGlite, shared through PostgreSQL by every instance. */
  limiter: LimiterFactory;
  /** Uploaded pictures (the database store by default). */
  media: MediaStore;
}

/** Announces that what the public sees of a shop changed (its catalogue, SEO, URL or status). */
export const shopChanged = (w: Writer, shopId: number) => w.events.publish({ type: 'shop.changed', shopId });
/** That only a shop's stock quantities moved (no picture or URL to look at again). */
export const stockChangedEvent = (shopId: number) => ({ type: 'stock.changed' as const, shopId });
/** Announces that only a shop's stock quantities moved. */
export const stockChanged = (w: Writer, shopId: number) => w.events.publish(stockChangedEvent(shopId));

/** Cache tag of everything public about one shop. */
export const shopTag = (shopId: number) => `shop:${shopId}`;
/** Cache tag of catalogue-URL lookups (also negative ones), dropped when any URL or status changes. */
export const SHOP_URLS_TAG = 'shop-urls';
/** Cache tag of the master lists (countries, states, option lists). */
export const MASTERS_TAG = 'masters';
