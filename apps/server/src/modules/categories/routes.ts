import {
  categoryInput,
  categoryListResponse,
  categoryReorder,
  categoryResponse,
  categoryUpdate,
  dbIdParam,
} from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { createCategory, deleteCategory, listCategories, reorderCategories, updateCategory } from './service.js';

const params = z.object({ id: dbIdParam });

export const categoryRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];
    const tags = ['account'];

    app.get(
      '/api/account/categories',
      {
        schema: {
          tags,
          summary: "The shop's categories in display order, with product counts",
          security,
          response: { 200: categoryListResponse, ...failures(403) },
        },
        preHandler: owner,
      },
      async (request) => ({ status: 'success' as const, categories: await listCategories(db, ownerShopId(request)) }),
    );

    app.post(
      '/api/account/categories',
      {
        schema: {
          tags,
          summary: 'Add a category (it goes last)',
          security,
          body: categoryInput,
          response: { 201: categoryResponse, ...failures(400, 403, 409) },
        },
        preHandler: owner,
      },
      async (request, reply) => {
        const shopId = ownerShopId(request);
        const category = await createCategory(context, shopId, request.body.name);
        return reply.code(201).send({ status: 'success' as const, category });
      },
    );

    app.post(
      '/api/account/categories/reorder',
      {
        schema: {
          tags,
          summary: 'Put the categories in a new order (every id once)',
          security,
          body: categoryReorder,
          response: { 200: categoryListResponse, ...failures(400, 403, 422) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const categories = await reorderCategories(context, shopId, request.body.ids);
        return { status: 'success' as const, categories };
      },
    );

    app.put(
      '/api/account/categories/:id',
      {
        schema: {
          tags,
          summary: 'Rename or move a category',
          security,
          params,
          body: categoryUpdate,
          response: { 200: categoryResponse, ...failures(400, 403, 404, 409) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const category = await updateCategory(context, shopId, request.params.id, request.body);
        return { status: 'success' as const, category };
      },
    );

    app.delete(
      '/api/account/categories/:id',
      {
        schema: {
          tags,
          summary: 'Delete a category; its products stay, uncategorised',
          security,
          params,
          response: { 200: z.object({ status: z.literal('success') }), ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        await deleteCategory(context, shopId, request.params.id);
        return { status: 'success' as const };
      },
    );
  };
