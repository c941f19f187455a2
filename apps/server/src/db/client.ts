import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema.js';

/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The PGlite instance when embedded (tests dump it as a template). */
  pglite?: PGlite;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL a session advisory lock, so
   * instances starting together migrate and seed one after the other; PGlite has one process.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The postgres:// URL (a dedicated LISTEN connection needs one); undefined on PGlite. */
  url?: string;
  /** The connection pool's use right now (PostgreSQL only; /metrics reads it). */
  poolUse?(): { total: number; idle: number; waiting: number };
}

/** Advisory-lock key of migrations and seeding ("vitrine" in ASCII, fits a bigint). */
const STARTUP_LOCK = 0x7669747269_6e65n;

export interface DatabaseOptions {
  /** postgres:// URL; absent means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string;
  /** A PGlite data dump to start from (tests start from a seeded template). */
  pgliteDump?: Blob;
  /** Connections this instance keeps to PostgreSQL at most; {@link defaultPoolSize} when absent. */
  poolSize?: number;
}

/**
 * Connections per instance when DATABASE_POOL_SIZE is not set: twice the cores plus one, the rule of
 * thumb of PostgreSQL's wiki and HikariCP's "About Pool Sizing". More connections than the cores can
 * run only add waiting inside PostgreSQL: measured with bench/stock (50 shoppers ordering one counted
 * product, 2 cores), 10 connections cost PostgreSQL ~1.7 ms of CPU per answer and 20 cost 2.8 ms,
 * as every waiter on the product's row is woken at each commit; 5 cost ~1.1 ms.
 */
export const defaultPoolSize = () => 2 * os.availableParallelism() + 1;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? defaultPoolSize())
    : openPglite(options.dataDir, options.pgliteDump);
}

/**
 * The embedded database's memory, kept small. WebAssembly memory only grows: whatever PostgreSQL
 * touches once stays in the process for good. Its default 128 MB of shared buffers are all touched
 * at start; the whole demo database (43 MB on disk, pictures included) fits in 32 MB of hot pages,
 * and the rest is read through the OS's file cache. Index builds (migrations, the seed) get 16 MB
 * instead of 64 MB, so a start-up peak does not stay as the server's size.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<Database> {
  // Loaded only here: an instance on PostgreSQL never holds the embedded database's code.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    loadDataDir: dump,
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    withStartupLock: (work) => work(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A query that hangs (server gone mid-flight) fails instead of holding the request forever.
    query_timeout: 15_000,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A checked-out client has no listener of the pool's (inside a transaction, between two statements):
  // PostgreSQL stopping then emits an unhandled 'error' that kills the process. With this one the
  // next query fails instead (a clean 500), and the broken client is dropped on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    url,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withStartupLock: async (work) => {
      // Session-level: held on this one connection while the work runs on others of the pool.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK.toString()]);
        }
      } finally {
        holder.release();
      }
    },
  };
}
