import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod contracts, with Swagger UI at /api/docs (open without
 * the api-key so it can be read in a browser). Must be registered before the routes it documents.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vitrine API',
        version: '1.0.0',
        description:
          'Every answer is an envelope: `status` is `success`, `fail` (4xx: `message`, and `errors` per field for ' +
          'validation) or `error` (5xx). Every call but /api/health and /api/docs needs the `api-key` header; ' +
          'owner and admin calls also need `Authorization: Bearer <token>` from /api/auth/login.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
      tags: [
        { name: 'catalogue', description: 'Public storefront reads and the report call' },
        { name: 'masters', description: 'Option lists' },
        { name: 'orders', description: 'Public checkout' },
        { name: 'auth', description: 'Owner sessions' },
        { name: 'account', description: "The owner's shop, products, categories, images and orders" },
        { name: 'admin', description: 'Platform administration' },
      ],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      // Multipart bodies are parsed by the route, not validated by a schema: describe the file part here.
      const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes;
      if (consumes?.includes('multipart/form-data')) {
        (out.schema as Record<string, unknown>).body = {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' } },
        };
      }
      return out;
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    staticCSP: false,
  });
}
