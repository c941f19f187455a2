import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_STREAMS_PER_USER } from '@vitrine/contracts';
import { z } from 'zod';
import { defaultWebDist } from './paths.js';

/** The development api-key; the web build sends the same value (VITE_API_KEY). It identifies the client, it is not a secret. */
export const DEFAULT_API_KEY = 'vitrine-dev-key';

/** OpenStreetMap's standard tiles, the map pages' default (its tile policy asks for its attribution). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * A Leaflet tile URL template: http(s), with {z}, {x} and {y}; {s} (subdomain) and {r} (retina)
 * are allowed. Checked as a URL with sample values put in, since braces are not valid in a host.
 */
const tileTemplate = z
  .string()
  .max(500)
  .refine((v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), 'must contain {z}, {x} and {y}')
  .refine((v) => {
    const sample = v
      .replace(/\{s\}/g, 'a')
      .replace(/\{[zxy]\}/g, '0')
      .replace(/\{r\}/g, '');
    return URL.canParse(sample) && /^https?:$/.test(new URL(sample).protocol);
  }, 'must be an http:// or https:// URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** `name@host` or `Display Name <name@host>`: what a mail's From header holds. */
const mailbox = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  API_KEY: z.string().min(8, 'must be at least 8 characters').default(DEFAULT_API_KEY),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanText.optional(),
  TEMPLATE_DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  MAP_TILE_URL: tileTemplate.default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/, 'must be addresses or CIDR ranges, comma-separated')
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin such as https://shop.example' })
    .refine(
      (v) => URL.canParse(v) && new URL(v).pathname === '/' && !new URL(v).search,
      'must be an origin without a path',
    )
    .transform((v) => new URL(v).origin)
    .optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587',
    })
    .optional(),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  ORDER_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(ORDER_STREAMS_PER_USER),
  READY_MIN_FREE_DISK_MB: z.coerce.number().int().min(0).max(10_000_000).default(100),
  MIGRATE_ON_START: booleanText.optional(),
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  MAIL_FROM: z
    .string()
    .max(300)
    .regex(mailbox, 'must be an e-mail address, optionally with a name: Vitrine <no-reply@shop.example>')
    .optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(86_400_000).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections per instance to PostgreSQL (db/client.ts `defaultPoolSize` when unset). */
  databasePoolSize: number | undefined;
  apiKey: string;
  /** JWT_SECRET, or the one generated into DATA_DIR (PGlite); empty when it lives in the database. */
  jwtSecret: string;
  /**
   * True with DATABASE_URL and no JWT_SECRET: the secret is generated once into the database and
   * shared by every instance (see db/shared-secret.ts), never made per machine.
   */
  sharedJwtSecret: boolean;
  /** True on PGlite without JWT_SECRET: the secret is DATA_DIR/jwt-secret (a backup carries it, a restore puts it back). */
  jwtSecretInDataDir: boolean;
  seedDemo: boolean;
  /** The admin template's demo apps (menu group, routes, in-browser mock); off for an operator who wants only the product. */
  templateDemo: boolean;
  logLevel: string;
  /** Folder of the built web app, or undefined to serve the API alone. */
  webDist: string | undefined;
  /** The map pages' tiles (a Leaflet URL template) and the credit shown on the map; written into the page. */
  mapTiles: { url: string; attribution: string };
  /**
   * The origin canonical links, og:url, the sitemap and robots.txt are written with. Undefined only
   * outside production, where the request's Host header stands in (a forged Host must not reach them).
   */
  publicUrl: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed (the load balancer): TRUST_PROXY, else none, so a
   * client can never pick its own address to slip past the per-address limits, not even from a
   * private network. Behind the named proxies the client is the right-most address in the header
   * that is not one of them.
   */
  trustProxy: string[] | false;
  /** Where mail goes (nodemailer, `smtp://` or `smtps://`); undefined: reset links land in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From of every mail: MAIL_FROM, else `Vitrine <no-reply@…>` on the public host. */
  mailFrom: string;
  /** How the mail outbox's sender works (modules/mail/sender.ts); the MAIL_* variables. */
  mailQueue: MailQueueTimings;
  /** The bearer token `GET /metrics` wants; undefined: no metrics route and nothing counted. */
  metricsToken: string | undefined;
  /** Live order streams one account may hold open on this instance (ORDER_STREAMS_PER_USER, default 5). */
  orderStreamsPerUser: number;
  /** Below this much free disk under DATA_DIR, /api/ready fails (READY_MIN_FREE_DISK_MB, default 100). */
  readyMinFreeDiskMb: number;
  /** MIGRATE_ON_START (default true); false: the schema must be current already (`vitrine migrate`). */
  migrateOnStart: boolean;
  /**
   * ACCESS_LOG_SAMPLE (default 1): the share of ordinary answers with an access log line of their
   * own (0: the minute's summary only); refusals, failures and slow answers always have one.
   */
  accessLogSample: number;
}

export interface MailQueueTimings {
  /** How often each instance looks for due mails (it also wakes at once when it queues one). */
  pollMs: number;
  /** The wait after a first failure; it doubles with each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a mail is marked failed (the admin can send it again). */
  maxAttempts: number;
  /** How long a claimed mail stays another instance's: one whose instance stopped mid-send is taken again after it. */
  leaseMs: number;
}

export class ConfigError extends Error {}

/**
 * The variables whose bad value a start-up error may repeat; any other (DATABASE_URL, JWT_SECRET,
 * API_KEY, SMTP_URL, METRICS_TOKEN, and any added later) is named without its value.
 */
const shownValues = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_POOL_SIZE',
  'SEED_DEMO',
  'TEMPLATE_DEMO',
  'LOG_LEVEL',
  'WEB_DIST',
  'MAP_TILE_URL',
  'MAP_TILE_ATTRIBUTION',
  'TRUST_PROXY',
  'PUBLIC_URL',
  'MAIL_FROM',
  'ORDER_STREAMS_PER_USER',
  'READY_MIN_FREE_DISK_MB',
  'MIGRATE_ON_START',
  'ACCESS_LOG_SAMPLE',
  'MAIL_POLL_MS',
  'MAIL_RETRY_BASE_MS',
  'MAIL_RETRY_MAX_MS',
  'MAIL_MAX_ATTEMPTS',
  'MAIL_LEASE_MS',
]);

/** Parses the environment once. A bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    // A value is echoed only when it cannot be a secret: a bad DATABASE_URL holds the database's
    // password, a bad JWT_SECRET is the secret itself, and the message goes to the log.
    const got = shownValues.has(name) ? JSON.stringify(env[name] ?? '') : 'a value not shown, as it may hold a secret';
    throw new ConfigError(`Invalid ${name}: ${issue.message} (got ${got})`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid PUBLIC_URL: required when NODE_ENV=production (the origin shared links use)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const defaultDist = defaultWebDist;
  const webDist = e.WEB_DIST ? path.resolve(e.WEB_DIST) : existsSync(defaultDist) ? defaultDist : undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    apiKey: e.API_KEY,
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? '' : persistedSecret(dataDir)),
    sharedJwtSecret: !e.JWT_SECRET && Boolean(e.DATABASE_URL),
    jwtSecretInDataDir: !e.JWT_SECRET && !e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    templateDemo: e.TEMPLATE_DEMO ?? true,
    logLevel: e.LOG_LEVEL,
    webDist,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',') : false,
    smtpUrl: e.SMTP_URL,
    metricsToken: e.METRICS_TOKEN,
    mailQueue: {
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: e.MAIL_RETRY_MAX_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      leaseMs: e.MAIL_LEASE_MS,
    },
    orderStreamsPerUser: e.ORDER_STREAMS_PER_USER,
    readyMinFreeDiskMb: e.READY_MIN_FREE_DISK_MB,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    accessLogSample: e.ACCESS_LOG_SAMPLE,
    mailFrom: e.MAIL_FROM ?? `Vitrine <no-reply@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}>`,
  };
}

export const jwtSecretFile = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = jwtSecretFile(dataDir);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
