import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Readiness tells the truth: it fails, with a 503 naming the cause, when a write cannot commit,
 * when the disk under DATA_DIR is nearly full, or when the schema is not the one this version
 * knows. Each case is a fresh app, so its first probe runs every check.
 */
describe('/api/ready fails when the instance cannot serve, and says why', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const ready = async (app: TestApp) => {
    const res = await app.app.inject({ method: 'GET', url: '/api/ready' });
    return { status: res.statusCode, body: res.json() as { status: string; message?: string } };
  };

  it('answers 200 while the database answers and writes, the disk has room and the schema is known', async () => {
    t = await createTestApp();
    expect(await ready(t)).toEqual({ status: 200, body: { status: 'success', db: 'ok' } });
  });

  it('fails when a write cannot commit though reads still answer', async () => {
    t = await createTestApp();
    // The database refuses the write as a full disk would: reads go on, every write fails.
    await t.database.db.execute(
      sql.raw(`create function refuse_writes() returns trigger language plpgsql as
        $$ begin raise exception 'could not extend file: No space left on device'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_writes before insert or update on settings for each row execute function refuse_writes()',
      ),
    );
    expect(await ready(t)).toEqual({
      status: 503,
      body: { status: 'error', message: 'Not ready: the database cannot write.' },
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(health.statusCode).toBe(200);
  });

  it('fails when the disk under DATA_DIR has less room than READY_MIN_FREE_DISK_MB', async () => {
    t = await createTestApp({ env: { READY_MIN_FREE_DISK_MB: '10000000' } });
    const answer = await ready(t);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(
      /^Not ready: free disk under DATA_DIR is \d+ MB, below READY_MIN_FREE_DISK_MB \(10000000 MB\)\.$/,
    );
  });

  it('fails when a newer version migrated the database, and when migrations are pending', async () => {
    t = await createTestApp();
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', 9999999999999)`,
    );
    const newer = await ready(t);
    expect(newer.status).toBe(503);
    expect(newer.body.message).toMatch(
      /^Not ready: the database schema is newer than this version: it has had \d+ migrations, this version knows \d+\.$/,
    );
    await t.close();

    t = await createTestApp();
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const pending = await ready(t);
    expect(pending.status).toBe(503);
    expect(pending.body.message).toMatch(/^Not ready: 1 migration\(s\) are pending \(\d+ of \d+ applied\)\.$/);
  });
});
