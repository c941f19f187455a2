import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { SchemaMismatch, schemaState, shippedMigrations } from '../../src/db/migrations.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { spawnServer } from '../quality/support/spawned-server.js';
import { createTestDatabase, testDriver } from '../support/test-database.js';

/** A database a newer version has migrated: one more migration recorded than this version ships. */
const markNewer = (database: Database) =>
  database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', 9999999999999)`,
  );

describe(`upgrades on ${testDriver()}: migrations said, and a schema this version does not know refused`, () => {
  const disposers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });
  async function database(empty: boolean): Promise<Database> {
    const { database, dispose } = await createTestDatabase({ empty, templateDump: inject('templateDump') });
    disposers.push(dispose);
    return database;
  }

  it('says which migrations it applies and how long they took, and nothing once the schema is current', async () => {
    const db = await database(true);
    const said: string[] = [];
    await prepareDatabase(db, { seedDemo: false, say: (line) => said.push(line) });
    const all = shippedMigrations();
    expect(said[0]).toBe(`Migrating the database: ${all.length} migration(s) to apply (${all.join(', ')})…`);
    expect(said[1]).toMatch(new RegExp(`^Migrated in \\d+ ms: the schema is at ${all.length} of ${all.length}\\.$`));
    said.length = 0;
    await prepareDatabase(db, { seedDemo: false, say: (line) => said.push(line) });
    expect(said).toEqual([]);
    expect(await schemaState(db)).toEqual({ applied: all.length, known: all.length, pending: [] });
  });

  it('refuses a database a newer version migrated, with or without migrating at start', async () => {
    const db = await database(false);
    await markNewer(db);
    for (const migrate of [true, false]) {
      const refused = prepareDatabase(db, { seedDemo: false, migrate });
      await expect(refused).rejects.toBeInstanceOf(SchemaMismatch);
      await expect(refused).rejects.toThrow(
        `the database schema is newer than this version: it has had ${shippedMigrations().length + 1} migrations, this version knows ${shippedMigrations().length}.`,
      );
    }
  });

  it('with MIGRATE_ON_START=false, refuses pending migrations and names them', async () => {
    const db = await database(true);
    const refused = prepareDatabase(db, { seedDemo: false, migrate: false });
    await expect(refused).rejects.toThrow(
      new RegExp(
        `^${shippedMigrations().length} migration\\(s\\) are pending \\(0 of ${shippedMigrations().length} applied\\): 0000_init, `,
      ),
    );
  });
});

describe.skipIf(testDriver() !== 'pglite')('a start on a schema newer than this version', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-newer-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with one line saying which version it needs', async () => {
    const db = await openDatabase({ dataDir, pgliteDump: new Blob([readFileSync(inject('templateDump'))]) });
    await markNewer(db);
    await db.close();
    const said = await spawnServer({ dataDir }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    const lines = said.split('\n').filter((line) => line.startsWith('Vitrine failed to start'));
    expect(lines, said).toEqual([
      `Vitrine failed to start: the database schema is newer than this version: it has had ${shippedMigrations().length + 1} migrations, this version knows ${shippedMigrations().length}. Run the newer version, or restore a backup this version made.`,
    ]);
  });
});
