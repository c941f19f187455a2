import type { Database } from './client.js';
import { migrateSaying, requireCurrentSchema } from './migrations.js';
import { canonicaliseStoredPhones } from './phone-migration.js';
import { seedDemo } from './seed/demo.js';
import { seedReference } from './seed/reference.js';

/**
 * Migrates, adds missing reference data and, when asked, demo data into an empty database. Under
 * the start-up lock: instances starting together on one PostgreSQL wait for each other, so only
 * the first migrates and seeds, and the others find the work done.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; migrate?: boolean; say?: (line: string) => void },
): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    // MIGRATE_ON_START=false (a rolling upgrade): `vitrine migrate` runs them, once, beforehand.
    if (options.migrate === false) await requireCurrentSchema(database);
    else await migrateSaying(database, options.say ?? (() => {}));
    // Data the SQL migrations cannot rewrite, as it takes the server's own rules (runs once).
    await canonicaliseStoredPhones(database.db);
    await seedReference(database.db);
    const seeded = options.seedDemo ? await seedDemo(database.db) : false;
    return { seeded };
  });
}
