import { type SharePreview, sharePreviewResponse, shareQuery } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shops } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';
import { originOf } from '../../http/origin.js';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';

/**
 * What the shop's page tells chat apps, as the pages module writes it (null: not public now;
 * 'no-product': no such product in the shop). Taken as a function so share cards need not
 * know the pages module, which itself draws on the cards.
 */
export type SharePreviewOf = (
  shopUrl: string,
  origin: string,
  productId: number | undefined,
) => Promise<SharePreview | null | 'no-product'>;

/** The owner's share panel: the link, its card and texts exactly as the page's tags give them to chat apps. */
export const shareRoutes =
  (context: ModuleContext, tokens: TokenService, preview: SharePreviewOf): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/share',
      {
        schema: {
          tags: ['account'],
          summary:
            "The shop's link (or a product's, with product_id) as chat apps show it: URL, title, description, card",
          security: [{ bearer: [] }],
          querystring: shareQuery,
          response: { 200: sharePreviewResponse, ...failures(400, 403, 404, 409) },
        },
        preHandler: requireRole(tokens, 'owner'),
      },
      async (request) => {
        const [shop] = await context.db
          .select({ url: shops.shopCatalogueUrl })
          .from(shops)
          .where(eq(shops.id, ownerShopId(request)));
        if (!shop) throw new HttpFail(404, 'Shop not found');
        const { product_id } = request.query;
        const share = await preview(shop.url, originOf(request, context.config.publicUrl), product_id);
        if (share === null) {
          throw new HttpFail(409, 'Your catalogue is not public right now, so its link cannot be shared.');
        }
        if (share === 'no-product') {
          throw new HttpFail(404, 'Product not found', { product_id: 'This product is not in your shop.' });
        }
        return { status: 'success' as const, share };
      },
    );
  };
