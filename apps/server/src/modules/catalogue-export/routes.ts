import { exportQuery } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { catalogueSheet } from './sheet.js';
import { sheetCsv, sheetTypes, sheetXlsx } from './write.js';

/** The owner's catalogue as a spreadsheet (issue 29), in the columns the import reads back. */
export const catalogueExportRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/products/export',
      {
        schema: {
          tags: ['account'],
          summary:
            'The shop\'s products as a spreadsheet (format=csv, the default, or xlsx): a header row, one row per product then one per variant, in the columns of the README\'s "Catalogue spreadsheets"',
          security: [{ bearer: [] }],
          querystring: exportQuery,
          produces: [sheetTypes.csv, sheetTypes.xlsx],
        },
        preHandler: requireRole(tokens, 'owner'),
      },
      async (request, reply) => {
        const { format } = request.query;
        const sheet = await catalogueSheet(context.db, ownerShopId(request));
        const file = format === 'xlsx' ? await sheetXlsx(sheet) : await sheetCsv(sheet);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type(sheetTypes[format])
          .header('content-disposition', `attachment; filename="${sheet.shopUrl}-products-${day}.${format}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  };
