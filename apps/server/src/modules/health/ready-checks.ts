import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { schemaProblem, schemaState } from '../../db/migrations.js';
import { freeDiskUnder } from '../../lib/free-disk.js';

/**
 * How long the slower checks (a write, the disk, the schema) answer for: a load balancer asks
 * several times a second per instance, and a write each time would only add load.
 */
export const SLOW_CHECK_MS = 10_000;

/** Why this instance should not be sent requests; the message is public (no host, no secret). */
export class NotReady extends Error {}

export interface ReadyCheckDeps {
  database: Database;
  dataDir: string;
  minFreeDiskMb: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Everything an instance needs to serve, checked as readiness: the database answers (each call),
 * and, at most every SLOW_CHECK_MS, a write commits, the disk under DATA_DIR has room, and the
 * schema is the one this version knows. A full disk once answered 200 here while every order
 * failed: a read alone cannot tell.
 */
export function readyCheck(deps: ReadyCheckDeps): () => Promise<void> {
  const now = deps.now ?? Date.now;
  let slow: { at: number; outcome: Promise<void> } | undefined;
  return async () => {
    await because('the database does not answer', deps.database.ping(), deps.log);
    if (!slow || now() - slow.at >= SLOW_CHECK_MS) {
      slow = { at: now(), outcome: slowChecks(deps) };
      slow.outcome.catch(() => {});
    }
    await slow.outcome;
  };
}

async function slowChecks(deps: ReadyCheckDeps): Promise<void> {
  await diskHasRoom(deps.dataDir, deps.minFreeDiskMb);
  await because('the database cannot write', writeProbe(deps.database), deps.log);
  await schemaIsKnown(deps.database);
}

/** Runs `check`; its failure becomes a public NotReady with `cause`, its details go to the log. */
async function because(cause: string, check: Promise<unknown>, log: FastifyBaseLogger): Promise<void> {
  try {
    await check;
  } catch (err) {
    if (err instanceof NotReady) throw err;
    log.warn({ err }, `not ready: ${cause}`);
    throw new NotReady(cause);
  }
}

async function diskHasRoom(dataDir: string, minFreeMb: number): Promise<void> {
  if (minFreeMb === 0) return;
  const { shortfall } = await freeDiskUnder(dataDir, minFreeMb);
  if (shortfall) throw new NotReady(shortfall);
}

/**
 * One row written and committed, as an order would be. It lives in `settings`, whose rows a
 * backup leaves out, so the probe never shows up in a shop's data.
 */
async function writeProbe(database: Database): Promise<void> {
  await database.db.execute(
    sql`insert into settings (key, value) values ('ready_probe', ${new Date().toISOString()})
        on conflict (key) do update set value = excluded.value`,
  );
}

/** The schema is the one this code was written for: not behind (pending), not ahead (a newer version migrated it). */
async function schemaIsKnown(database: Database): Promise<void> {
  const problem = schemaProblem(await schemaState(database));
  if (problem) throw new NotReady(problem);
}
