import {
  adminMailResponse,
  adminMailRetryResponse,
  adminShopListQuery,
  adminShopListResponse,
  dbIdParam,
  reportListQuery,
  reportListResponse,
  shopStatusRequest,
  shopStatusResponse,
} from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { MailQueue } from '../mail/queue.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { mailOverview, retryFailedMail } from './mail.js';
import { listReports, listShops, setShopStatus } from './service.js';

/** The platform admin's calls: list shops, read complaints, suspend or reactivate a shop, watch the mail outbox. */
export const adminRoutes =
  (context: ModuleContext, tokens: TokenService, mail: MailQueue): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    const admin = requireRole(tokens, 'admin');
    const security = [{ bearer: [] }];

    app.get(
      '/api/admin/reports',
      {
        schema: {
          tags: ['admin'],
          summary: 'Complaints about shops, newest first, paged; filter by shop_id',
          security,
          querystring: reportListQuery,
          response: { 200: reportListResponse, ...failures(400, 403) },
        },
        preHandler: admin,
      },
      async (request) => {
        const q = request.query;
        return { status: 'success' as const, ...(await listReports(db, q)), page: q.page, per_page: q.per_page };
      },
    );

    app.get(
      '/api/admin/shops',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Every shop with its owner, status and counts (products, orders, reports), oldest first, paged; `q` matches the shop's name, address or owner's e-mail",
          security,
          querystring: adminShopListQuery,
          response: { 200: adminShopListResponse, ...failures(400, 403) },
        },
        preHandler: admin,
      },
      async (request) => {
        const q = request.query;
        return { status: 'success' as const, ...(await listShops(db, q)), page: q.page, per_page: q.per_page };
      },
    );

    app.put(
      '/api/admin/shops/:shopId',
      {
        schema: {
          tags: ['admin'],
          summary: 'Suspend a shop (its catalogue answers 404) or reactivate it',
          security,
          params: z.object({ shopId: dbIdParam }),
          body: shopStatusRequest,
          response: { 200: shopStatusResponse, ...failures(400, 403, 404) },
        },
        preHandler: admin,
      },
      async (request) => {
        const { shopId } = request.params;
        await setShopStatus(context, shopId, request.body.status);
        return { status: 'success' as const, shop: { shop_id: shopId, status: request.body.status } };
      },
    );

    app.get(
      '/api/admin/mail',
      {
        schema: {
          tags: ['admin'],
          summary: 'The mail outbox: mails by status, and the latest 50 not sent (failed, waiting), newest first',
          security,
          response: { 200: adminMailResponse, ...failures(403) },
        },
        preHandler: admin,
      },
      async () => ({ status: 'success' as const, mail: await mailOverview(db) }),
    );

    app.post(
      '/api/admin/mail/:mailId/retry',
      {
        schema: {
          tags: ['admin'],
          summary: 'Send a failed mail again: queued now, with its attempts counted afresh',
          security,
          params: z.object({ mailId: dbIdParam }),
          response: { 200: adminMailRetryResponse, ...failures(400, 403, 404) },
        },
        preHandler: admin,
      },
      async (request) => {
        const retried = await retryFailedMail(db, request.params.mailId);
        mail.wake();
        return { status: 'success' as const, mail: retried };
      },
    );
  };
