import { type CatalogueQuery, catalogueQueryOf, couldBeCatalogueUrl, MAX_DB_ID } from '@vitrine/contracts';
import type { FastRead } from '../../http/fast-reads.js';
import type { CatalogueService } from './service.js';

/** The response cache's keys of the public catalogue reads: one place for the service and the fast path. */
export const catalogueKeys = {
  catalogue: (catalogueUrl: string) => `catalogue:${catalogueUrl}`,
  cataloguePage: (catalogueUrl: string, query: CatalogueQuery) =>
    `catalogue-page:${catalogueUrl}:${query.sort}:${query.category ?? ''}:${query.page}:${query.q}`,
  shop: (catalogueUrl: string) => `shop:${catalogueUrl}`,
  product: (catalogueUrl: string, productId: number) => `product:${catalogueUrl}:${productId}`,
  seo: (shopId: number) => `seo:${shopId}`,
  categories: (shopId: number) => `categories:${shopId}`,
};

/** A database id as the route's parameter parses it, written the one way it is keyed (no sign, no leading 0). */
const idOf = (text: string): number | undefined => {
  const id = Number(text);
  return /^[1-9][0-9]{0,15}$/.test(text) && id <= MAX_DB_ID ? id : undefined;
};
/** The view a getcataloguepage path without a query string asks for, read as the route reads it. */
const firstPage = catalogueQueryOf({});

const urlOf = (text: string): string | undefined => (couldBeCatalogueUrl(text) ? text : undefined);

/**
 * The catalogue reads a cache hit may answer before Fastify routes the request (http/fast-reads.ts):
 * only paths spelt exactly as the route's own parameters would key them; any other spelling or a
 * query string goes to the route. A miss on a connection served on the socket is loaded with the
 * same service call as the route's (`load`, only called once `key` found the parameters valid).
 */
export const catalogueFastReads = (catalogue: CatalogueService): FastRead[] => [
  {
    route: '/api/getcatalogue/:catalogueUrl',
    pattern: /^\/api\/getcatalogue\/([a-z0-9-]+)$/,
    key: ([url]) => urlOf(url) && catalogueKeys.catalogue(url),
    load: ([url]) => catalogue.catalogueBody(url),
  },
  {
    // The default view (a shop's first page), as the route reads a path without a query string.
    route: '/api/getcataloguepage/:catalogueUrl',
    pattern: /^\/api\/getcataloguepage\/([a-z0-9-]+)$/,
    key: ([url]) => urlOf(url) && catalogueKeys.cataloguePage(url, firstPage),
    load: ([url]) => catalogue.cataloguePage(url, firstPage),
  },
  {
    route: '/api/getshop/:catalogueUrl',
    pattern: /^\/api\/getshop\/([a-z0-9-]+)$/,
    key: ([url]) => urlOf(url) && catalogueKeys.shop(url),
    load: ([url]) => catalogue.shopBody(url),
  },
  {
    route: '/api/getproduct/:catalogueUrl/:productId',
    pattern: /^\/api\/getproduct\/([a-z0-9-]+)\/([0-9]+)$/,
    key: ([url, id]) => {
      const productId = idOf(id);
      return urlOf(url) && productId !== undefined ? catalogueKeys.product(url, productId) : undefined;
    },
    load: ([url, id]) => catalogue.productBody(url, Number(id)),
  },
  {
    route: '/api/getshopseo/:shopId',
    pattern: /^\/api\/getshopseo\/([0-9]+)$/,
    key: ([id]) => {
      const shopId = idOf(id);
      return shopId === undefined ? undefined : catalogueKeys.seo(shopId);
    },
    load: ([id]) => catalogue.seoBody(Number(id)),
  },
  {
    route: '/api/getproductcategories/:shopId',
    pattern: /^\/api\/getproductcategories\/([0-9]+)$/,
    key: ([id]) => {
      const shopId = idOf(id);
      return shopId === undefined ? undefined : catalogueKeys.categories(shopId);
    },
    load: ([id]) => catalogue.categoriesBody(Number(id)),
  },
];
