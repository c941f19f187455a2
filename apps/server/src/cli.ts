import { randomBytes } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import { emailAddress, passwordSchema } from '@vitrine/contracts';
import { sql } from 'drizzle-orm';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { migrateSaying, SchemaMismatch, schemaState } from './db/migrations.js';
import { users } from './db/schema.js';
import { hashPassword } from './lib/password.js';
import { runningServer } from './modules/backup/control.js';
import { startFailure } from './start-errors.js';

/**
 * The operator's command line: `npm run vitrine -- VERB` in a checkout (apps/server/dist/cli.js),
 * `bin/vitrine VERB` in a release (deploy/release/vitrine, which prints its own usage).
 * It reads the server's configuration (DATABASE_URL, else DATA_DIR); a failure is one line on
 * stderr and exit 1.
 */
const usage = `usage: npm run vitrine -- VERB
  migrate                        apply the pending migrations (for MIGRATE_ON_START=false)
  create-admin EMAIL [--name N]  make a platform admin; the password comes from
                                 VITRINE_ADMIN_PASSWORD, else one is generated and printed once
  health                         check the database, its schema, the disk and mail`;

class CliError extends Error {}

const say = (line: string) => console.log(line);

async function withDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  // The embedded database has one process at a time: the running server's.
  const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
  if (server) throw new CliError(`a server (pid ${server.pid}) is running on ${config.dataDir}: stop it first`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function migrate(config: Config): Promise<void> {
  await withDatabase(config, async (database) => {
    const state = await database.withStartupLock(() => migrateSaying(database, say));
    say(`The schema is current: ${state.applied} of ${state.known} migrations applied.`);
  });
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function createAdmin(config: Config, args: string[]): Promise<void> {
  const email = emailAddress.safeParse(args[0]?.trim());
  if (!email.success) throw new CliError(`EMAIL: ${email.error.issues[0].message}`);
  const name = option(args, '--name')?.trim() || 'Platform admin';
  const given = process.env.VITRINE_ADMIN_PASSWORD;
  const password = given ?? randomBytes(12).toString('base64url');
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new CliError(`VITRINE_ADMIN_PASSWORD: ${checked.error.issues[0].message}`);
  await withDatabase(config, async (database) => {
    const state = await schemaState(database);
    if (state.pending.length || state.applied > state.known) {
      throw new CliError(
        "the database schema is not this version's: run `npm run vitrine -- migrate` (`bin/vitrine migrate` in a release) or start the server first",
      );
    }
    const created = await database.db
      .insert(users)
      .values({ email: email.data, name, role: 'admin', passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created.length) throw new CliError(`an account with the e-mail ${email.data} exists already`);
  });
  say(`Platform admin created: ${email.data}`);
  if (!given) say(`  password (shown once; change it after signing in): ${password}`);
}

async function health(config: Config): Promise<boolean> {
  let healthy = true;
  const check = async (what: string, run: () => Promise<string>) => {
    try {
      say(`ok    ${what}: ${await run()}`);
    } catch (error) {
      healthy = false;
      say(`FAIL  ${what}: ${error instanceof CliError ? error.message : startFailure(error, config.databaseUrl)}`);
    }
  };
  await check('disk', async () => {
    const fs = await statfs(config.dataDir);
    const freeMb = Math.floor((fs.bavail * fs.bsize) / 1024 / 1024);
    if (freeMb < config.readyMinFreeDiskMb) {
      throw new CliError(
        `${freeMb} MB free under ${config.dataDir}, below READY_MIN_FREE_DISK_MB (${config.readyMinFreeDiskMb})`,
      );
    }
    return `${freeMb} MB free under ${config.dataDir}`;
  });
  await check('mail', async () =>
    config.smtpUrl
      ? `sent through ${new URL(config.smtpUrl).host}`
      : `written to ${config.dataDir}/outbox (SMTP_URL unset)`,
  );
  await check('database', () =>
    withDatabase(config, async (database) => {
      await database.db.execute(sql`select 1`);
      const state = await schemaState(database);
      if (state.applied > state.known)
        throw new CliError(`the schema is newer than this version (${state.applied} > ${state.known})`);
      if (state.pending.length)
        throw new CliError(`${state.pending.length} migration(s) pending: ${state.pending.join(', ')}`);
      return `${database.kind}, schema current (${state.applied} migrations)`;
    }),
  );
  return healthy;
}

async function main([verb, ...args]: string[]): Promise<number> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  switch (verb) {
    case 'migrate':
      await migrate(config);
      return 0;
    case 'create-admin':
      await createAdmin(config, args);
      return 0;
    case 'health':
      return (await health(config)) ? 0 : 1;
    default:
      console.error(usage);
      return verb === undefined || verb === '--help' ? 0 : 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CliError || error instanceof ConfigError || error instanceof SchemaMismatch;
    console.error(`vitrine: ${known ? (error as Error).message : startFailure(error, process.env.DATABASE_URL)}`);
    process.exit(1);
  },
);
