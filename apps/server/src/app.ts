import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerApiKeyCheck } from './http/api-key.js';
import { registerEnvelope } from './http/envelope.js';
import { registerMedia, registerWebApp } from './http/web-app.js';
import { healthRoutes } from './modules/health/routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
}

/** Content-Security-Policy the web app runs under: its own scripts only, images from anywhere https. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Builds the whole server without listening, so tests drive it with `app.inject()`. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["api-key"]'] },
    bodyLimit: 100 * 1024,
    trustProxy: true,
    // Prototype keys in JSON bodies are dropped rather than trusted.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerApiKeyCheck(app, config.apiKey);

  await app.register(healthRoutes(database));

  await registerMedia(app, config.dataDir);
  await registerWebApp(app, config.webDist);
  return app;
}
