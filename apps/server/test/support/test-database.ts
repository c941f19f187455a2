import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.js';

/** Which database the server tests run on: PGlite unless the postgres project set VITRINE_TEST_DB. */
export const testDriver = (): 'pglite' | 'postgres' =>
  process.env.VITRINE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const TEMPLATE_DB = 'vitrine_test_template';

/** The URL of another database on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: a copy of the seeded template (fast), or an
 * empty one when `empty` is set (to test migrations and seeding themselves).
 */
export async function createTestDatabase(
  options: { empty?: boolean; templateDump?: string } = {},
): Promise<TestDatabase> {
  if (testDriver() === 'postgres') {
    const name = `vitrine_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(options.empty ? `create database ${name}` : `create database ${name} template ${TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(name) });
    return {
      database,
      dispose: async () => {
        await database.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const { readFile } = await import('node:fs/promises');
  const dump = !options.empty && options.templateDump ? new Blob([await readFile(options.templateDump)]) : undefined;
  const database = await openDatabase({ pgliteDump: dump });
  return { database, dispose: () => database.close() };
}
