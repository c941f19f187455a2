import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { sharedJwtSecret } from './db/shared-secret.js';
import { type ChangeEvents, LocalChangeEvents } from './events/changes.js';
import { PostgresChangeEvents } from './events/postgres.js';
import { registerAccessLog } from './http/access-log.js';
import { registerApiKeyCheck } from './http/api-key.js';
import { AssetVersions } from './http/asset-versions.js';
import { CachedAnswers } from './http/cached-answer.js';
import { clientIp } from './http/client.js';
import { registerEnvelope } from './http/envelope.js';
import { tooManyRequests } from './http/errors.js';
import { loggerOptions } from './http/log-redaction.js';
import { registerNoStoreDefault } from './http/no-store.js';
import { registerNulGuard } from './http/nul-guard.js';
import { originOf } from './http/origin.js';
import { postgresLimiters, postgresRateLimitStore } from './http/postgres-limiter.js';
import { inProcessLimiters } from './http/rate-limit.js';
import { registerRequestIdHeader, requestIds } from './http/request-id.js';
import { ResponseCache } from './http/response-cache.js';
import { routeLabels } from './http/route-label.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { accountRoutes } from './modules/account/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { passwordConfirmBudget } from './modules/auth/confirm-budget.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthService, sessionVersionOf } from './modules/auth/service.js';
import { TokenService } from './modules/auth/tokens.js';
import { registerSnapshotRoute } from './modules/backup/control.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { CatalogueService } from './modules/catalogue/service.js';
import { catalogueExportRoutes } from './modules/catalogue-export/routes.js';
import { catalogueImportRoutes } from './modules/catalogue-import/routes.js';
import { categoryRoutes } from './modules/categories/routes.js';
import { customerRoutes } from './modules/customers/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { deliveryRoutes } from './modules/delivery/routes.js';
import { discountRoutes } from './modules/discounts/routes.js';
import { registerDocs } from './modules/docs/routes.js';
import { doorPage } from './modules/doors/page.js';
import { FeedPictures } from './modules/feeds/pictures.js';
import { registerFeeds } from './modules/feeds/routes.js';
import { FeedService } from './modules/feeds/service.js';
import { Readiness } from './modules/health/readiness.js';
import { readyCheck } from './modules/health/ready-checks.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerHome } from './modules/home/routes.js';
import { registerMedia } from './modules/images/media-route.js';
import { DatabaseMediaStore } from './modules/images/media-store.js';
import { pruneUnusedPicturesOnChange } from './modules/images/prune-on-change.js';
import { imageRoutes } from './modules/images/routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { waitingMailCount } from './modules/mail/outbox-store.js';
import { MailQueue } from './modules/mail/queue.js';
import { MailSender } from './modules/mail/sender.js';
import { mastersRoutes } from './modules/masters/routes.js';
import { MastersService } from './modules/masters/service.js';
import { Metrics, registerMetrics } from './modules/metrics/metrics.js';
import { orderPageRoutes } from './modules/order-page/routes.js';
import { mailShoppersOrderNews } from './modules/order-page/shopper-mail.js';
import { orderStreamRoutes } from './modules/order-stream/routes.js';
import { mailOwnersNewOrders } from './modules/orders/notification.js';
import { orderRoutes } from './modules/orders/routes.js';
import { passwordResetRoutes } from './modules/password-reset/routes.js';
import { PasswordResetService } from './modules/password-reset/service.js';
import { productRoutes } from './modules/products/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { preferredLanguage, RouteAssets } from './modules/seo/assets.js';
import { SeoPages } from './modules/seo/pages.js';
import { storefrontRoutePattern } from './modules/seo/paths.js';
import { seoRoutes } from './modules/seo/routes.js';
import { setupRoutes } from './modules/setup/routes.js';
import { shareRoutes } from './modules/share-cards/account-routes.js';
import { pictureSource } from './modules/share-cards/pictures.js';
import { registerShareCards } from './modules/share-cards/routes.js';
import { ShareCards } from './modules/share-cards/service.js';
import { invalidateCacheOnChange } from './modules/shared/cache-follows-changes.js';
import type { ModuleContext } from './modules/shared/context.js';
import { keepPoolClientErrorsFromCrashing } from './modules/shared/db-errors.js';
import { movedAddressLookup } from './modules/shop-addresses/service.js';
import { shopDataRoutes } from './modules/shop-data/routes.js';
import { StorefrontSsr } from './modules/storefront-ssr/renderer.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /**
   * The running server's control token (main.ts, PGlite only): `npm run backup` asks for a
   * snapshot of DATA_DIR with it, since no other process may open the embedded database.
   */
  controlToken?: string;
  /** Where the log goes (standard output when unset); tests read it back. */
  logStream?: DestinationStream;
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

/**
 * The zod compilers as Fastify's compiler factories, so it does not load its ajv defaults. The compilers
 * are also set on the app (typed there); these factories only stand in for the defaults (the cast:
 * Fastify's types describe ajv-shaped factories).
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole server without listening, so tests drive it with `app.inject()`. */
export async function buildApp({
  config: configured,
  database,
  controlToken,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  // On PostgreSQL without JWT_SECRET, every instance signs with the secret kept in the database.
  const config: Config = configured.sharedJwtSecret
    ? { ...configured, jwtSecret: await sharedJwtSecret(database.db) }
    : configured;
  const app = Fastify({
    // The routes validate and serialise with their zod contracts: given here, Fastify never loads
    // its default compilers (ajv and fast-json-stringify, 650 KB of source kept in memory).
    schemaController: { compilersFactory: zodCompilersFactory },
    // Secrets and customers' details are kept out of every line here (http/log-redaction.ts).
    logger: loggerOptions(config.logLevel, logStream),
    // Two log lines per request cost a third of a cached read's throughput; see http/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 100 * 1024,
    // The product feeds put a parameter at the root (`/:shop/feeds/meta.csv`): with the router's
    // default of 100, any path whose first segment is longer would answer 414 instead of the web
    // app's not-found page. Every route checks its own parameters' lengths (zod, patterns).
    routerOptions: { maxParamLength: 500 },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default), and
    // the client is the right-most address they did not add: nobody picks their own address and
    // slips past the per-address limits.
    trustProxy: configured.trustProxy,
    genReqId: requestIds(configured.trustProxy),
    // A JSON body with prototype keys is refused (400), never merged or silently trimmed.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Router-level failures (a malformed or over-long path) leave in the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const code = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return reply.code(code).send({
        status: 'fail',
        message: code === 414 ? 'The address is too long.' : 'The address is not valid.',
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  registerRequestIdHeader(app);
  // Requests are named by route pattern, the storefront's pages by theirs, in the log and the metrics.
  const routeOf = routeLabels(storefrontRoutePattern);
  registerAccessLog(app, { routeOf, sample: config.accessLogSample });
  // The in-process cache of public reads; /metrics counts its hits and misses.
  const cache = new ResponseCache();
  // First of all routes, so every one is counted (METRICS_TOKEN unset: nothing at all).
  const metrics = config.metricsToken ? new Metrics({ database, cache }) : undefined;
  if (metrics && config.metricsToken) registerMetrics(app, metrics, config.metricsToken, routeOf);

  const securityHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Cached reads go out with headers built once per body (http/cached-answer.ts).
  const answers = new CachedAnswers(securityHeaders.hot);
  app.decorate('cachedAnswers', answers);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerApiKeyCheck(app, config.apiKey);
  registerNulGuard(app);
  registerNoStoreDefault(app);

  // Whole-route limits (registrations, checkouts), counted per client address; on PostgreSQL in the
  // database, so every instance spends from one budget. Logins keep their count-failures-only limiter.
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: clientIp,
    store: database.kind === 'postgres' ? postgresRateLimitStore(database.db) : undefined,
    errorResponseBuilder: () => tooManyRequests(),
  });
  await registerDocs(app);
  const readiness = new Readiness(
    readyCheck({ database, dataDir: config.dataDir, minFreeDiskMb: config.readyMinFreeDiskMb, log: app.log }),
  );
  await app.register(healthRoutes(readiness));
  metrics?.watchReadiness(readiness, config.dataDir);
  if (controlToken && database.pglite) registerSnapshotRoute(app, database.pglite, controlToken);

  if (database.kind === 'postgres') {
    keepPoolClientErrorsFromCrashing(database.db, (err) => app.log.warn({ err }, 'database connection lost'));
  }
  // Services announce what they change; the cache follows, and on PostgreSQL so does every other instance.
  const events: ChangeEvents =
    database.kind === 'postgres' && database.url
      ? await PostgresChangeEvents.start(database.url, database.db, app.log)
      : new LocalChangeEvents();
  app.addHook('onClose', () => events.close());
  app.decorate('events', events);
  metrics?.countEvents(events);
  const context: ModuleContext = {
    db: database.db,
    events,
    config,
    cache,
    limiter: database.kind === 'postgres' ? postgresLimiters(database.db) : inProcessLimiters,
    media: new DatabaseMediaStore(database.db),
  };
  pruneUnusedPicturesOnChange(events, context.media, app.log);
  invalidateCacheOnChange(events, context.cache);
  // The web build's pictures under content-addressed, immutable URLs; the catalogue hands those out.
  const assets = AssetVersions.load(config.webDist);
  assets.register(app);
  const catalogue = new CatalogueService(context.db, context.cache, assets.versioned);
  const tokens = new TokenService(config.jwtSecret, sessionVersionOf(context.db));
  // Other modules (the storefront's SEO HTML) read shops through this, from the same cache.
  app.decorate('catalogue', catalogue);
  await app.register(catalogueRoutes(catalogue));
  await app.register(mastersRoutes(new MastersService(context.db, context.cache)));
  await app.register(reportRoutes(context));
  // Every mail is queued in the database and sent by one instance's sender (modules/mail/sender.ts):
  // by SMTP, or without SMTP_URL to DATA_DIR/outbox (reset links and notices; order mails need SMTP).
  const transport = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const mailOutcomes = metrics?.countMail(() => waitingMailCount(context.db));
  const sender = new MailSender(context.db, transport, config.mailQueue, app.log, mailOutcomes);
  const mailer = new MailQueue(context.db, transport.delivers, () => sender.wake());
  sender.start();
  app.addHook('onClose', () => sender.close());
  if (!config.smtpUrl && config.nodeEnv === 'production') {
    // Without SMTP no shopper or owner gets a mail, and reset links sit in the DATA_DIR of whichever
    // instance's sender took them.
    app.log.warn(
      'SMTP_URL is not set: no mail is sent; password-reset mails are written to DATA_DIR/outbox of the instance that sends them (README, "E-mail")',
    );
  }
  // The mails about orders follow the orders' events (queued by the instance that made the change).
  mailOwnersNewOrders(events, context.db, mailer, app.log);
  mailShoppersOrderNews(events, context.db, mailer, config.jwtSecret, app.log);
  await app.register(orderRoutes(context, tokens));
  await app.register(customerRoutes(context, tokens));
  await app.register(orderPageRoutes(context));
  await app.register(orderStreamRoutes(context, tokens, (open) => metrics?.eventStreamsOpen.set(open)));

  const auth = new AuthService(context, tokens);
  const withinConfirmBudget = passwordConfirmBudget(context.limiter);
  await app.register(
    authRoutes({ auth, tokens, limiter: context.limiter, withinConfirmBudget, deviceSecret: config.jwtSecret }),
  );
  await app.register(
    passwordResetRoutes({
      resets: new PasswordResetService(context.db, mailer),
      limiter: context.limiter,
      publicUrl: config.publicUrl,
    }),
  );
  await app.register(accountRoutes(context, tokens, { withinConfirmBudget, mailer }));
  await app.register(shopDataRoutes(context, tokens, withinConfirmBudget));
  await app.register(dashboardRoutes(context, tokens));
  await app.register(setupRoutes(context, tokens));
  await app.register(productRoutes(context, tokens));
  await app.register(catalogueExportRoutes(context, tokens));
  await app.register(catalogueImportRoutes(context, tokens));
  await app.register(categoryRoutes(context, tokens));
  await app.register(deliveryRoutes(context, tokens));
  await app.register(discountRoutes(context, tokens));
  await app.register(imageRoutes(context, tokens));
  await app.register(adminRoutes(context, tokens, mailer));

  registerMedia(app, context.media, config.dataDir);
  const pictures = pictureSource(config.webDist, context.media, (url) => assets.plain(url));
  const cards = new ShareCards(catalogue, context.media, pictures);
  const movedTo = movedAddressLookup(context.db, context.cache);
  registerShareCards(app, cards, (request) => originOf(request, config.publicUrl), movedTo);
  await app.register(seoRoutes(context, catalogue));
  // `/`: the home page, written by the server; the web app's fallback never answers it.
  registerHome(app, context, catalogue, cards, (request) => originOf(request, config.publicUrl));
  // Product feeds for Meta (WhatsApp, Instagram) and Google, under /{shop}/feeds/.
  const feeds = new FeedService(
    context.db,
    catalogue,
    new FeedPictures(context.media, pictures),
    assets.versioned,
    (shop, origin) => cards.shopCard(shop, origin).url,
    (err, message) => app.log.warn({ err }, message),
  );
  registerFeeds(app, feeds, (request) => originOf(request, config.publicUrl), movedTo);
  // Shop pages rendered on the server when the web build has its server entry.
  const ssr = await StorefrontSsr.load(config.webDist, catalogue, app.log);
  const seo = new SeoPages(catalogue, cards, config.webDist, ssr, movedTo);
  await app.register(
    shareRoutes(context, tokens, (shopUrl, origin, productId) => seo.preview(shopUrl, origin, productId)),
  );
  // The owner's doors (sign-in, sign-up, password reset): rendered on the server, their code preloaded
  // and the owner area's prefetched.
  const doorAssets = new RouteAssets(config.webDist);
  await registerWebApp(
    app,
    config.webDist,
    { apiKey: config.apiKey, templateDemo: config.templateDemo, mapTiles: config.mapTiles },
    async (html, request) => {
      const language = preferredLanguage(request.headers['accept-language'], request.headers.cookie);
      const door = doorPage(html, request.url.split('?')[0], doorAssets, language);
      // A door is rendered on the server too when the build has its server entry, else in the browser.
      if (door) return (await ssr?.fill(door.html, request.url, language, { scripts: 'as-built' })) ?? door;
      return seo.render(html, request.url, originOf(request, config.publicUrl), {
        acceptLanguage: request.headers['accept-language'],
        cookie: request.headers.cookie,
      });
    },
  );
  return app;
}
