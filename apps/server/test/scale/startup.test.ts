import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { createTestDatabase, testDriver } from '../support/test-database.js';

/** Several instances on one PostgreSQL: what happens when they start at the same moment. */
describe.runIf(testDriver() === 'postgres')('instances starting together on one empty PostgreSQL', () => {
  it('migrate and seed once: the others wait for the start-up lock and find the work done', async () => {
    const empty = await createTestDatabase({ empty: true });
    const url = empty.database.url as string;
    const instances = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: url })));
    try {
      const results = await Promise.all(instances.map((d) => prepareDatabase(d, { seedDemo: true })));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const rows = await empty.database.db.execute<{ shops: number; users: number; migrations: number }>(
        sql`select (select count(*)::int from shops) as shops, (select count(*)::int from users) as users,
                   (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
      );
      const [counts] = (rows as unknown as { rows: { shops: number; users: number; migrations: number }[] }).rows;
      expect(counts).toMatchObject({ shops: 3, users: 4 });
      expect(counts.migrations).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await empty.dispose();
    }
  });
});
