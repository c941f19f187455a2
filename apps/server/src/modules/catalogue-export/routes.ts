import { exportQuery } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { startHeavyJob } from '../../lib/heavy-work/index.js';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import type { exportJob } from './job.js';
import { catalogueSheetPages } from './sheet.js';
import { sheetTypes } from './write.js';

/**
 * The shop's catalogue as a file, written in a worker (`lib/heavy-work`): the database is read here
 * a page at a time, each page handed to the worker, the bytes made there.
 */
export async function exportCatalogue(
  db: Db,
  shopId: number,
  format: 'csv' | 'xlsx',
): Promise<{ shopUrl: string; file: Buffer }> {
  const job = await startHeavyJob<typeof exportJob>('catalogue-export');
  try {
    let shopUrl = 'shop';
    for await (const page of catalogueSheetPages(db, shopId)) {
      shopUrl = page.shopUrl;
      await job.call('add', page);
    }
    const bytes = await job.call('write', { format });
    return { shopUrl, file: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  } finally {
    await job.close();
  }
}

/** The owner's catalogue as a spreadsheet, in the columns the import reads back. */
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
        const { shopUrl, file } = await exportCatalogue(context.db, ownerShopId(request), format);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type(sheetTypes[format])
          .header('content-disposition', `attachment; filename="${shopUrl}-products-${day}.${format}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  };
