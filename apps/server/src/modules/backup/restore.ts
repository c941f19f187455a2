import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Config, jwtSecretFile } from '../../config.js';
import { type Db, openDatabase } from '../../db/client.js';
import { schemaState, shippedMigrations } from '../../db/migrations.js';
import { canonicaliseStoredPhones } from '../../db/phone-migration.js';
import { runningServer } from './control.js';
import { checkDump, DumpFileError } from './dump-file.js';
import { sqlStatements } from './sql-statements.js';

export class RestoreError extends Error {}

export interface RestoreCounts {
  shops: number;
  products: number;
  orders: number;
  pictures: number;
}

export interface RestoreResult {
  counts: RestoreCounts;
  ms: number;
  /** Migrations newer than the dump that ran after it. */
  migrationsRun: number;
}

/** One connection to the target: PostgreSQL (a pg.Client) or the embedded database. */
interface Target {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

type Say = (line: string) => void;

/** Statements run per round trip: fewer trips, and still a progress line now and then. */
const BATCH_CHARS = 2 * 1024 * 1024;

/**
 * `npm run restore -- FILE [--force]`, into DATABASE_URL, else DATA_DIR. The file is checked
 * whole first (header, closing line, checksum); then everything runs in one transaction, so a
 * failure leaves the target as it was. Migrations newer than the dump run after it.
 */
export async function restore(
  config: Config,
  file: string,
  options: { force: boolean },
  say: Say = () => {},
): Promise<RestoreResult> {
  const started = Date.now();
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    throw new RestoreError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let dump: ReturnType<typeof checkDump>;
  try {
    dump = checkDump(content, file);
  } catch (error) {
    if (error instanceof DumpFileError) throw new RestoreError(`${error.message}; nothing was changed`);
    throw error;
  }
  say(
    `Restoring ${file} (taken from ${dump.source} at ${dump.takenAt}, ${(content.length / 1024 / 1024).toFixed(1)} MB)`,
  );

  const carriesSecret = SECRET_ROW.test(dump.sql);
  const { target, where } = await openTarget(config);
  let committed = false;
  let keptSecret: string | undefined;
  try {
    say(`  into ${where}`);
    const tables = await target.rows<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    );
    // A backup without the secret keeps the target's own, so its sessions and order links still work.
    if (!carriesSecret && tables.some((t) => t.name === 'public.settings')) {
      const [row] = await target.rows<{ value: string }>(`select value from public.settings where key = 'jwt_secret'`);
      keptSecret = row?.value;
    }
    if (tables.length > 0 && !options.force) {
      const held = await heldData(target, new Set(tables.map((t) => t.name)));
      if (held) {
        throw new RestoreError(
          `${where} is not empty (${held}); run again with --force to replace everything in it; nothing was changed`,
        );
      }
    }
    await target.exec('begin');
    try {
      if (tables.length > 0) {
        // Only migrated tables (or --force): replaced whole, inside the same transaction.
        await target.exec(
          'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
        );
      }
      await runStatements(target, dump.sql, say);
      await refuseNewerBackup(target);
      if (keptSecret) {
        await target.exec(
          `insert into public.settings (key, value) values ('jwt_secret', '${keptSecret.replace(/'/g, "''")}') on conflict (key) do nothing`,
        );
      }
      await target.exec('commit');
      committed = true;
    } catch (error) {
      await target.exec('rollback').catch(() => {});
      if (error instanceof RestoreError) throw error;
      throw new RestoreError(`a statement of the backup failed: ${(error as Error).message}; nothing was changed`);
    }
  } finally {
    await target.close();
  }
  if (!committed) throw new RestoreError('restore did not finish; nothing was changed');

  // The migrations the dump is older than, then the figures, through the server's own code.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    const before = await schemaState(database);
    await database.migrate();
    const migrationsRun = (await schemaState(database)).applied - before.applied;
    // A dump from before phones were stored in E.164 gets them rewritten now, as at start-up.
    await canonicaliseStoredPhones(database.db);
    const counts = await countsOf(database.db);
    // On PGlite the session secret lives in DATA_DIR/jwt-secret: the dump's one goes there, so
    // owners stay signed in (on PostgreSQL the settings row itself is what instances read).
    if (config.jwtSecretInDataDir) {
      const rows = await rowsOf<{ value: string }>(database.db, `select value from settings where key = 'jwt_secret'`);
      if (rows[0]?.value) writeFileSync(jwtSecretFile(config.dataDir), rows[0].value, { mode: 0o600 });
    }
    say(secretNote(config, carriesSecret, keptSecret !== undefined));
    return { counts, ms: Date.now() - started, migrationsRun };
  } finally {
    await database.close();
  }
}

/** The settings row of the session secret, as pg_dump writes it (a backup taken with --with-secret). */
const SECRET_ROW = /INSERT INTO public\.settings\b[^;]*'jwt_secret'/;

/** What the restore did with the session secret, and what the operator may have to do about it. */
export function secretNote(config: Config, carried: boolean, kept: boolean): string {
  if (carried)
    return "  the backup's session secret came with it: owners stay signed in, shoppers' order links keep working";
  const keep =
    "To keep the old server's sessions and order links, give this one its secret: JWT_SECRET, or a backup taken with --with-secret";
  const fromEnv = !config.sharedJwtSecret && !config.jwtSecretInDataDir;
  if (fromEnv) return `  the backup holds no session secret; this server signs with JWT_SECRET. ${keep}`;
  if (kept)
    return "  the backup holds no session secret; this database's own was kept, so its sessions and order links still work";
  if (config.jwtSecretInDataDir) {
    return `  the backup holds no session secret; this server signs with DATA_DIR/jwt-secret. ${keep} (or copy the old DATA_DIR/jwt-secret)`;
  }
  return `  the backup holds no session secret: the server makes a new one when it starts, so owners sign in again and shoppers' order links from before stop working. ${keep}`;
}

async function openTarget(config: Config): Promise<{ target: Target; where: string }> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    try {
      await client.connect();
    } catch (error) {
      throw new RestoreError(`cannot connect to DATABASE_URL: ${(error as Error).message}; nothing was changed`);
    }
    client.on('error', () => {});
    const url = new URL(config.databaseUrl);
    return {
      where: `PostgreSQL ${url.host}${url.pathname}`,
      target: {
        exec: async (sql) => {
          await client.query(sql);
        },
        rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
        close: () => client.end(),
      },
    };
  }
  const server = runningServer(config.dataDir);
  if (server) {
    throw new RestoreError(
      `a server (pid ${server.pid}) is running on ${config.dataDir}: stop it first; nothing was changed`,
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.join(config.dataDir, 'pglite');
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const db: PGlite = await PGlite.create({ dataDir: dir });
  return {
    where: `the embedded database in ${config.dataDir}${fresh ? ' (new)' : ''}`,
    target: {
      exec: async (sql) => {
        await db.exec(sql);
      },
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    },
  };
}

/** What makes a database worth refusing to overwrite: any shop, account, order or picture. */
async function heldData(target: Target, tables: Set<string>): Promise<string | undefined> {
  const held: string[] = [];
  for (const [table, what] of [
    ['shops', 'shops'],
    ['users', 'accounts'],
    ['orders', 'orders'],
    ['media', 'pictures'],
  ]) {
    if (!tables.has(`public.${table}`)) continue;
    const [row] = await target.rows<{ n: string }>(`select count(*)::text as n from public.${table}`);
    if (Number(row.n) > 0) held.push(`${row.n} ${what}`);
  }
  if (held.length > 0) return held.join(', ');
  return undefined;
}

/** pg_dump 17 (PGlite's) writes settings an older server does not know; they only matter to psql. */
const skipped = /^SET transaction_timeout\b/i;

async function runStatements(target: Target, sql: string, say: Say): Promise<void> {
  let batch = '';
  let done = 0;
  let lastReport = Date.now();
  const total = sql.length;
  let position = 0;
  const flush = async () => {
    if (batch === '') return;
    await target.exec(batch);
    batch = '';
    if (Date.now() - lastReport >= 2000) {
      lastReport = Date.now();
      say(`  … ${Math.round((position / total) * 100)}% (${done} statements)`);
    }
  };
  for (const statement of sqlStatements(sql)) {
    position += statement.length;
    if (skipped.test(statement)) continue;
    batch += `${statement}\n`;
    done += 1;
    if (batch.length >= BATCH_CHARS) await flush();
  }
  await flush();
  // pg_dump empties search_path for the session; the migrations after it need the default back.
  await target.exec('reset all');
}

/** Rows of a fixed query, whichever driver (both answer with `rows`). */
async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/**
 * A backup a newer version made holds a schema this version cannot run on: refused inside the
 * restore's transaction, so nothing is changed.
 */
async function refuseNewerBackup(target: { rows<T>(query: string): Promise<T[]> }): Promise<void> {
  const [row] = await target.rows<{ n: string }>('select count(*)::text as n from drizzle.__drizzle_migrations');
  const inBackup = Number(row?.n ?? 0);
  const known = shippedMigrations().length;
  if (inBackup > known) {
    throw new RestoreError(
      `the backup comes from a newer version (${inBackup} migrations, this version knows ${known}): restore it with that version; nothing was changed`,
    );
  }
}

export async function countsOf(db: Db): Promise<RestoreCounts> {
  const rows = await rowsOf<{ shops: string; products: string; orders: string; pictures: string }>(
    db,
    `select (select count(*) from shops)::text as shops, (select count(*) from products)::text as products,
            (select count(*) from orders)::text as orders, (select count(*) from media)::text as pictures`,
  );
  const row = rows[0];
  return {
    shops: Number(row.shops),
    products: Number(row.products),
    orders: Number(row.orders),
    pictures: Number(row.pictures),
  };
}
