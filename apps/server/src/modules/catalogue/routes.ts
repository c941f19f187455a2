import {
  CATALOGUE_PAGE_SIZE,
  cataloguePageParams,
  cataloguePageResponse,
  catalogueQueryOf,
  catalogueResponse,
  catalogueUrlOf,
  dbIdParam,
  MAX_PRODUCTS_PER_CALL,
  productCategoriesResponse,
  dbIdParam as productIdParam,
  productsParams,
  productsResponse,
  publicProductResponse,
  shopResponse,
  shopSeoResponse,
} from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { sendCached } from '../../http/response-cache.js';
import { cachedReadRoute, hotJsonRoute } from '../../http/security-headers.js';
import { failures } from '../shared/schemas.js';
import type { CatalogueService } from './service.js';

/**
 * The storefront's public reads (spec section 7), all served from the cache with ETag/304.
 * A shop's address is read in any case (`catalogueUrlOf`): the answer, not a redirect. These reads
 * carry the api-key header, so a browser asking from another origin sends a preflight first, and
 * a preflight answered with a redirect fails; a phone also saves a round trip. The answer names the
 * canonical address, is cached under it and has its ETag. Pages, which people type, answer 301.
 */
export const catalogueRoutes =
  (catalogue: CatalogueService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/getcatalogue/:catalogueUrl',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['catalogue'],
          summary: 'A shop and its products by catalogue URL',
          params: z.object({ catalogueUrl: z.string().max(100) }),
          response: { 200: catalogueResponse, ...failures(404) },
        },
      },
      async (request, reply) => {
        const catalogueUrl = catalogueUrlOf(request.params.catalogueUrl);
        const body = catalogueUrl ? await catalogue.catalogueBody(catalogueUrl) : null;
        if (!body) throw notFound('No shop has this catalogue address.');
        return sendCached(request, reply, body);
      },
    );

    app.get(
      '/api/getcataloguepage/:catalogueUrl',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['catalogue'],
          summary: `One page (${CATALOGUE_PAGE_SIZE} products) of a shop's catalogue: search, category, sort and page done on the server`,
          params: z.object({ catalogueUrl: z.string().max(100) }),
          querystring: cataloguePageParams,
          response: { 200: cataloguePageResponse, ...failures(400, 404) },
        },
      },
      async (request, reply) => {
        const catalogueUrl = catalogueUrlOf(request.params.catalogueUrl);
        const query = catalogueQueryOf(request.query);
        const body = catalogueUrl ? await catalogue.cataloguePage(catalogueUrl, query) : null;
        if (!body) throw notFound('No shop has this catalogue address.');
        return sendCached(request, reply, body);
      },
    );

    const catalogueUrlParam = z.object({ catalogueUrl: z.string().max(100) });

    app.get(
      '/api/getshop/:catalogueUrl',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['catalogue'],
          summary: 'A shop by catalogue URL, without its products (the storefront pages fetch those a page at a time)',
          params: catalogueUrlParam,
          response: { 200: shopResponse, ...failures(404) },
        },
      },
      async (request, reply) => {
        const catalogueUrl = catalogueUrlOf(request.params.catalogueUrl);
        const body = catalogueUrl ? await catalogue.shopBody(catalogueUrl) : null;
        if (!body) throw notFound('No shop has this catalogue address.');
        return sendCached(request, reply, body);
      },
    );

    app.get(
      '/api/getproduct/:catalogueUrl/:productId',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['catalogue'],
          summary: 'One product of a shop, with up to four others of its category',
          params: catalogueUrlParam.extend({ productId: productIdParam }),
          response: { 200: publicProductResponse, ...failures(400, 404) },
        },
      },
      async (request, reply) => {
        const { productId } = request.params;
        const catalogueUrl = catalogueUrlOf(request.params.catalogueUrl);
        const body = catalogueUrl ? await catalogue.productBody(catalogueUrl, productId) : null;
        if (!body) throw notFound('This shop has no such product.');
        return sendCached(request, reply, body);
      },
    );

    app.get(
      '/api/getproducts/:catalogueUrl',
      {
        ...hotJsonRoute,
        schema: {
          tags: ['catalogue'],
          summary: `Products of a shop by id, as they are now (a cart's lines; at most ${MAX_PRODUCTS_PER_CALL})`,
          params: catalogueUrlParam,
          querystring: productsParams,
          response: { 200: productsResponse, ...failures(400, 404) },
        },
      },
      async (request) => {
        const catalogueUrl = catalogueUrlOf(request.params.catalogueUrl);
        const found = catalogueUrl ? await catalogue.productsByIds(catalogueUrl, request.query.ids) : null;
        if (!found) throw notFound('No shop has this catalogue address.');
        return { status: 'success' as const, ...found };
      },
    );

    app.get(
      '/api/getshopseo/:shopId',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['catalogue'],
          summary: 'The texts and picture a shared link unfurls with',
          params: z.object({ shopId: dbIdParam }),
          response: { 200: shopSeoResponse, ...failures(400, 404) },
        },
      },
      async (request, reply) => {
        const body = await catalogue.seoBody(request.params.shopId);
        if (!body) throw notFound('No shop has this id.');
        return sendCached(request, reply, body);
      },
    );

    app.get(
      '/api/getproductcategories/:shopId',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['catalogue'],
          summary: "A shop's product categories with their product counts",
          params: z.object({ shopId: dbIdParam }),
          response: { 200: productCategoriesResponse, ...failures(400, 404) },
        },
      },
      async (request, reply) => {
        const body = await catalogue.categoriesBody(request.params.shopId);
        if (!body) throw notFound('No shop has this id.');
        return sendCached(request, reply, body);
      },
    );
  };
