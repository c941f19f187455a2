import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../../src/db/migrations.js';
import { users } from '../../src/db/schema.js';
import { verifyPassword } from '../../src/lib/password.js';
import { CliPlace } from '../support/cli-run.js';
import { testDriver } from '../support/test-database.js';

/** The operator's command line (`npm run vitrine -- …`), run as its own process on the test's database. */
describe(`the vitrine command on ${testDriver()}`, () => {
  const seeded = new CliPlace();
  const empty = new CliPlace();
  beforeAll(() => Promise.all([seeded.create(), empty.create({ empty: true })]));
  afterAll(() => Promise.all([seeded.dispose(), empty.dispose()]));
  const vitrine = (args: string[], extra: Record<string, string> = {}, on = seeded) => on.vitrine(args, extra);

  it('create-admin makes a platform admin who can sign in, once per e-mail', async () => {
    const made = await vitrine(['create-admin', 'Boss@Shops.example', '--name', 'Ana Boss'], {
      VITRINE_ADMIN_PASSWORD: 'a long passphrase',
    });
    expect(made).toMatchObject({ code: 0, stdout: 'Platform admin created: Boss@Shops.example\n' });
    const database = await seeded.open();
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'Boss@Shops.example'));
    await database.close();
    expect(admin).toMatchObject({ role: 'admin', name: 'Ana Boss' });
    expect(await verifyPassword('a long passphrase', admin.passwordHash)).toBe(true);

    // Any case of the same address is the same account.
    const again = await vitrine(['create-admin', 'boss@shops.example']);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'vitrine: an account with the e-mail boss@shops.example exists already\n',
    });
    const generated = await vitrine(['create-admin', 'second@shops.example']);
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/password \(shown once; change it after signing in\): [\w-]{16}\n$/);
    const bad = await vitrine(['create-admin', 'not-an-address']);
    expect(bad).toMatchObject({
      code: 1,
      stderr: 'vitrine: EMAIL: Use an e-mail address such as name@example.com.\n',
    });
  });

  it('health checks the disk, mail and the database, and fails on a schema with pending migrations', async () => {
    const healthy = await vitrine(['health']);
    expect(healthy.code, healthy.stdout + healthy.stderr).toBe(0);
    expect(healthy.stdout).toMatch(/^ok {4}disk: \d+ MB free under /m);
    expect(healthy.stdout).toMatch(/^ok {4}mail: written to .*outbox \(SMTP_URL unset\)$/m);
    expect(healthy.stdout).toMatch(
      new RegExp(
        `^ok {4}database: ${testDriver()}, schema current \\(${shippedMigrations().length} migrations\\)$`,
        'm',
      ),
    );
    const pending = await vitrine(['health'], {}, empty);
    expect(pending.code).toBe(1);
    expect(pending.stdout).toMatch(
      /^FAIL {2}database: \d+ migration\(s\) are pending \(0 of \d+ applied\): 0000_init, /m,
    );
  });

  it('health fails the disk below READY_MIN_FREE_DISK_MB, in the words /api/ready uses', async () => {
    const full = await vitrine(['health'], { READY_MIN_FREE_DISK_MB: '10000000' });
    expect(full.code).toBe(1);
    expect(full.stdout).toMatch(
      /^FAIL {2}disk: free disk under DATA_DIR is \d+ MB, below READY_MIN_FREE_DISK_MB \(10000000 MB\) \(.+\)$/m,
    );
    expect(full.stdout).toMatch(/^ok {4}database: /m);
  });

  it('migrate applies the pending migrations, saying which, and then has nothing to do', async () => {
    const all = shippedMigrations();
    const first = await vitrine(['migrate'], {}, empty);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Migrating the database: ${all.length} migration(s) to apply (${all.join(', ')})…`);
    expect(first.stdout).toContain(`The schema is current: ${all.length} of ${all.length} migrations applied.`);
    const second = await vitrine(['migrate'], {}, empty);
    expect(second.stdout).toBe(`The schema is current: ${all.length} of ${all.length} migrations applied.\n`);
  });

  it('says how to use it when the verb is unknown', async () => {
    const unknown = await vitrine(['frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^usage: npm run vitrine -- VERB\n {2}migrate/);
    for (const verb of ['create-admin', 'reset-password', 'shops', 'suspend', 'unsuspend', 'health']) {
      expect(unknown.stderr).toMatch(new RegExp(`^ {2}${verb} `, 'm'));
    }
  });
});
