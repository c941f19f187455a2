import {
  dbIdParam,
  productInput,
  productListQuery,
  productListResponse,
  productResponse,
  productUpdate,
  stockConflictResponse,
  stockMovesParams,
  stockMovesQuery,
  stockMovesResponse,
} from '@vitrine/contracts';
import { bulkProductEdit, bulkProductResponse } from '@vitrine/contracts/product-bulk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerShopId, requireRole, sessionOf } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { listMoves } from '../stock/ledger.js';
import { bulkEditProducts } from './bulk.js';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './service.js';

const params = z.object({ productId: dbIdParam });

export const productRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];
    const tags = ['account'];

    app.get(
      '/api/account/products',
      {
        schema: {
          tags,
          summary: "The shop's products, newest first; search by name (q), filter by category, paged",
          security,
          querystring: productListQuery,
          response: { 200: productListResponse, ...failures(400, 403) },
        },
        preHandler: owner,
      },
      async (request) => ({
        status: 'success' as const,
        ...(await listProducts(db, ownerShopId(request), request.query)),
      }),
    );

    app.post(
      '/api/account/products',
      {
        schema: {
          tags,
          summary: 'Add a product with its variants',
          security,
          body: productInput,
          response: { 201: productResponse, ...failures(400, 403, 422) },
        },
        preHandler: owner,
      },
      async (request, reply) => {
        const shopId = ownerShopId(request);
        const product = await createProduct(context, shopId, request.body, sessionOf(request).userId);
        return reply.code(201).send({ status: 'success' as const, product });
      },
    );

    app.post(
      '/api/account/products/bulk',
      {
        schema: {
          tags,
          summary:
            'Change many products at once, in one transaction: price (set, or up or down by an amount or a percentage, in integer minor units; a percentage rounds to the nearest minor unit, halves up; below zero is refused), stock (set; each product needs `stock_quantity_expected`, the figure the list showed: 409 with the `current` figures when an order took stock meanwhile; a product sold in variants is skipped, its stock counts per variant), category, visibility',
          security,
          body: bulkProductEdit,
          response: { 200: bulkProductResponse, ...failures(400, 403, 422), 409: stockConflictResponse },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const result = await bulkEditProducts(context, shopId, request.body, sessionOf(request).userId);
        return { status: 'success' as const, ...result };
      },
    );

    app.get(
      '/api/account/products/:productId',
      {
        schema: {
          tags,
          summary: 'One product with its variants',
          security,
          params,
          response: { 200: productResponse, ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => ({
        status: 'success' as const,
        product: await getProduct(db, ownerShopId(request), request.params.productId),
      }),
    );

    app.put(
      '/api/account/products/:productId',
      {
        schema: {
          tags,
          summary:
            'Update a product (partial); `variants`, when sent, is the whole new list. A changed `stock_quantity` (product or variant) needs `stock_quantity_expected`, the figure the form showed: 409 with the `current` figures when an order took stock meanwhile',
          security,
          params,
          body: productUpdate,
          response: { 200: productResponse, ...failures(400, 403, 404, 422), 409: stockConflictResponse },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const product = await updateProduct(
          context,
          shopId,
          request.params.productId,
          request.body,
          sessionOf(request).userId,
        );
        return { status: 'success' as const, product };
      },
    );

    app.get(
      '/api/account/products/:productId/stock-moves',
      {
        schema: {
          tags,
          summary: "The product's stock ledger, newest first: every change of a tracked quantity, why, and by whom",
          security,
          params: stockMovesParams,
          querystring: stockMovesQuery,
          response: { 200: stockMovesResponse, ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => {
        const q = request.query;
        const result = await listMoves(db, ownerShopId(request), request.params.productId, q);
        return { status: 'success' as const, ...result, page: q.page, per_page: q.per_page };
      },
    );

    app.delete(
      '/api/account/products/:productId',
      {
        schema: {
          tags,
          summary: 'Delete a product (order lines keep their copy of its name and price)',
          security,
          params,
          response: { 200: z.object({ status: z.literal('success') }), ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        await deleteProduct(context, shopId, request.params.productId);
        return { status: 'success' as const };
      },
    );
  };
