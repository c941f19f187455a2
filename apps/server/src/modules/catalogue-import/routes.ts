import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { importFailResponse, importQuery, importResponse, importSampleQuery, SHEET_LIMITS } from '@vitrine/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpFail } from '../../http/errors.js';
import { ownerShopId, requireRole, sessionOf } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import { sheetTypes } from '../catalogue-export/write.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { tooLargeError } from './parse.js';
import { sampleFile } from './sample.js';
import { fileFail, type ImportFiles, importCatalogue } from './service.js';

const zipTooLarge = () =>
  new HttpFail(413, `The ZIP of pictures is larger than ${SHEET_LIMITS.maxZipBytes / 1024 / 1024} MB.`, {
    pictures: 'Too large.',
  });

/** A part's bytes, refused as soon as they pass `limit` (the rest of the upload is not kept). */
async function readPart(part: MultipartFile, limit: number, tooLarge: () => HttpFail): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** The `file` part (the sheet) and the optional `pictures` part (a ZIP). */
async function readFiles(request: FastifyRequest): Promise<ImportFiles> {
  let sheet: Buffer | null = null;
  let pictures: Buffer | null = null;
  try {
    for await (const part of request.files()) {
      if (part.fieldname === 'file' && !sheet)
        sheet = await readPart(part, SHEET_LIMITS.maxBytes, () => fileFail(tooLargeError()));
      else if (part.fieldname === 'pictures' && !pictures)
        pictures = await readPart(part, SHEET_LIMITS.maxZipBytes, zipTooLarge);
      else part.file.resume();
    }
  } catch (error) {
    if (error instanceof HttpFail) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw fileFail(tooLargeError());
    if (status && status >= 400 && status < 500) throw error;
    throw badRequest('The upload is not a valid multipart form.', { file: 'Send the file again.' });
  }
  if (!sheet) throw badRequest('Attach the spreadsheet in the field `file`.', { file: 'Attach a CSV or XLSX file.' });
  return { sheet, pictures: pictures?.length ? pictures : null };
}

export const catalogueImportRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart is parsed only inside this plugin (as for picture uploads).
    await app.register(fastifyMultipart, {
      limits: { fileSize: SHEET_LIMITS.maxZipBytes, files: 2, fields: 4, parts: 6, fieldSize: 1024 },
    });

    app.get(
      '/api/account/products/import/sample',
      {
        schema: {
          tags: ['account'],
          summary:
            "A sample file to fill in (format=csv, the default, or xlsx): the import's columns and three example products in `lang`, priced in the shop's currency",
          security: [{ bearer: [] }],
          querystring: importSampleQuery,
          produces: [sheetTypes.csv, sheetTypes.xlsx],
        },
        preHandler: requireRole(tokens, 'owner'),
      },
      async (request, reply) => {
        const { format, lang } = request.query;
        const file = await sampleFile(context.db, ownerShopId(request), lang, format);
        return reply
          .type(sheetTypes[format])
          .header('content-disposition', `attachment; filename="products-sample-${lang}.${format}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );

    app.post(
      '/api/account/products/import',
      {
        bodyLimit: SHEET_LIMITS.maxBytes + SHEET_LIMITS.maxZipBytes + 64 * 1024,
        schema: {
          tags: ['account'],
          summary:
            "Import the catalogue from a spreadsheet (multipart `file`, CSV or XLSX; optional `pictures`, a ZIP). `dry_run` (default true) writes nothing and answers row by row; a commit (with the dry run's `plan_id`) writes every valid row in one transaction, or none with `all_or_nothing`. A plan is committed once: committing it again, even at the same moment, answers the first commit's result",
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          querystring: importQuery,
          response: {
            200: importResponse,
            ...failures(400, 403, 415),
            413: importFailResponse,
            422: importFailResponse,
          },
        },
        preHandler: requireRole(tokens, 'owner'),
      },
      async (request, reply) => {
        const shopId = ownerShopId(request);
        if (!request.isMultipart()) throw new HttpFail(415, 'Send the file as multipart/form-data.');
        const files = await readFiles(request);
        const json = await importCatalogue(context, shopId, sessionOf(request).userId, files, {
          dryRun: request.query.dry_run,
          allOrNothing: request.query.all_or_nothing,
          planId: request.query.plan_id,
        });
        // Already checked against importResponse and written as JSON by the import's worker: a JSON
        // string is sent as it is (the route's serializer is for objects).
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
      },
    );
  };
