import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { migrateSaying, schemaProblem, schemaState } from '../db/migrations.js';
import { freeDiskUnder } from '../lib/free-disk.js';
import { startFailure } from '../start-errors.js';
import { CliError, say, withDatabase } from './shared.js';

/** `migrate`: the pending migrations, under the start-up lock instances take too. */
export async function migrate(config: Config): Promise<void> {
  await withDatabase(config, async (database) => {
    const state = await database.withStartupLock(() => migrateSaying(database, say));
    say(`The schema is current: ${state.applied} of ${state.known} migrations applied.`);
  });
}

/** `health`: each check on a line of its own, `ok` or `FAIL`; false when any failed. */
export async function health(config: Config): Promise<boolean> {
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
    const { freeMb, shortfall } = await freeDiskUnder(config.dataDir, config.readyMinFreeDiskMb);
    if (shortfall) throw new CliError(`${shortfall} (${config.dataDir})`);
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
      const problem = schemaProblem(state);
      if (problem) throw new CliError(state.pending.length ? `${problem}: ${state.pending.join(', ')}` : problem);
      return `${database.kind}, schema current (${state.applied} migrations)`;
    }),
  );
  return healthy;
}
