// A PostgreSQL database of its own for one bench run, on the server TEST_DATABASE_URL names
// (where the user may create databases): created before, dropped after. Shared by bench/stock,
// bench/checkout-money and bench/catalogue-import.
import pg from 'pg';

/**
 * @param {string} name  part of the database's name, e.g. 'stock'
 * @returns {{ url: string, admin: (sql: string) => Promise<void>, create: () => Promise<void>, drop: () => Promise<void>, name: string }}
 */
export function benchDatabase(name) {
  const database = `vitrine_${name}_bench_${Date.now().toString(36)}`;
  const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
  adminUrl.pathname = '/postgres';
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  /** One statement on the server's maintenance database (create, drop, alter database). */
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name: database,
    url: dbUrl.toString(),
    admin,
    create: () => admin(`create database ${database}`),
    drop: () => admin(`drop database if exists ${database} with (force)`).catch(() => {}),
  };
}
