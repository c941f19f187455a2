import fastifyMultipart from '@fastify/multipart';
import { imageUploadResponse, MAX_IMAGE_BYTES } from '@vitrine/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpFail } from '../../http/errors.js';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { storeImage } from './service.js';

/** The bytes of the single `file` part; a cut-off or malformed form is the client's fault (400), not ours. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') {
      throw badRequest('Attach a picture in the field `file`.', { file: 'Attach a picture.' });
    }
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof HttpFail) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    if (status && status >= 400 && status < 500) throw error;
    throw badRequest('The upload is not a valid multipart form.', { file: 'Send the picture again.' });
  }
}

const tooLarge = () => new HttpFail(413, 'The picture is larger than 5 MB.', { file: 'At most 5 MB.' });

export const imageRoutes =
  ({ media }: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart is parsed only inside this plugin: no other route accepts it.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    app.post(
      '/api/account/images',
      {
        bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
        schema: {
          tags: ['account'],
          summary: 'Upload a picture (multipart field `file`; JPEG, PNG or WebP by content; at most 5 MB)',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 201: imageUploadResponse, ...failures(400, 403, 413, 415) },
        },
        preHandler: requireRole(tokens, 'owner'),
      },
      async (request, reply) => {
        const shopId = ownerShopId(request);
        if (!request.isMultipart()) throw new HttpFail(415, 'Send the picture as multipart/form-data.');
        const bytes = await readUpload(request);
        const image = await storeImage(media, shopId, bytes);
        return reply.code(201).send({ status: 'success' as const, image });
      },
    );
  };
