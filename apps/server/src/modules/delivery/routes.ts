import { deliverySettings, deliverySettingsResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { getDeliverySettings, updateDeliverySettings } from './service.js';

/** The owner's "Delivery and payment" settings (methods, zones and fees, QR payment keys). */
export const deliveryRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];
    const tags = ['account'];

    app.get(
      '/api/account/delivery',
      {
        schema: {
          tags,
          summary:
            "The shop's delivery and pickup settings and payment keys; amounts in the shop currency's units (as prices)",
          security,
          response: { 200: deliverySettingsResponse, ...failures(403, 404) },
        },
        preHandler: owner,
      },
      async (request) => ({
        status: 'success' as const,
        ...(await getDeliverySettings(context.db, ownerShopId(request))),
      }),
    );

    app.put(
      '/api/account/delivery',
      {
        schema: {
          tags,
          summary:
            'Replace the delivery settings: zone names and postal codes unique across zones, amounts with no more decimals than the currency (422 naming the field), a UPI ID only for an INR shop and a Pix key only for a BRL shop (blank clears it)',
          security,
          body: deliverySettings,
          response: { 200: deliverySettingsResponse, ...failures(400, 403, 404, 422) },
        },
        preHandler: owner,
      },
      async (request) => ({
        status: 'success' as const,
        ...(await updateDeliverySettings(context, ownerShopId(request), request.body)),
      }),
    );
  };
