import type { Config } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { schemaProblem, schemaState } from '../db/migrations.js';
import { runningServer } from '../modules/backup/control.js';

/** A failure the operator can act on: printed as it is, one line, exit 1. */
export class CliError extends Error {}

export const say = (line: string) => console.log(line);

/** The value after `--name` in the arguments, if given. */
export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The database the configuration names, open for `work` only. */
export async function withDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  // The embedded database has one process at a time: the running server's.
  const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
  if (server) throw new CliError(`a server (pid ${server.pid}) is running on ${config.dataDir}: stop it first`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Verbs that read or write the data need this version's schema: older or newer, they stop here. */
export async function requireMigrated(database: Database): Promise<void> {
  const state = await schemaState(database);
  const problem = schemaProblem(state);
  if (!problem) return;
  const remedy =
    state.applied > state.known
      ? 'use the newer version that migrated it'
      : 'run `npm run vitrine -- migrate` (`bin/vitrine migrate` in a release) or start the server first';
  throw new CliError(`${problem}: ${remedy}`);
}
