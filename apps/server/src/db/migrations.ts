import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.js';
import type { Database } from './client.js';

/** The migrations this version ships, in order (drizzle-kit's journal), read once. */
let shipped: string[] | undefined;
export function shippedMigrations(): string[] {
  shipped ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    }
  ).entries.map((entry) => entry.tag);
  return shipped;
}

export interface SchemaState {
  /** Migrations the database has had. */
  applied: number;
  /** Migrations this version ships. */
  known: number;
  /** The shipped migrations the database has not had yet, by name. */
  pending: string[];
}

/** Where the database's schema stands against this version's migrations. */
export async function schemaState(database: Database): Promise<SchemaState> {
  const [{ present }] = rowsOf<{ present: boolean }>(
    await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  const applied = present
    ? Number(
        rowsOf<{ applied: number }>(
          await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
        )[0]?.applied ?? 0,
      )
    : 0;
  const names = shippedMigrations();
  return { applied, known: names.length, pending: names.slice(applied) };
}

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

/** The schema is one this version cannot run on; the message is the one line a start prints. */
export class SchemaMismatch extends Error {}

/**
 * What is wrong with the schema for this version, in the one wording a start, /api/ready and
 * `vitrine health` share (public: no host, no secret), or undefined when it is this version's.
 */
export function schemaProblem(s: SchemaState): string | undefined {
  if (s.applied > s.known) {
    return `the database schema is newer than this version: it has had ${s.applied} migrations, this version knows ${s.known}`;
  }
  if (s.pending.length > 0) return `${s.pending.length} migration(s) are pending (${s.applied} of ${s.known} applied)`;
  return undefined;
}

export const newerSchemaMessage = (s: SchemaState) =>
  `${schemaProblem(s)}. Run the newer version, or restore a backup this version made.`;

export const pendingMessage = (s: SchemaState) =>
  `${schemaProblem(s)}: ${s.pending.join(', ')}. Run \`npm run vitrine -- migrate\` (or \`vitrine migrate\` in a release), or start with MIGRATE_ON_START=true.`;

/**
 * Applies the pending migrations, saying which and how long they took; refuses a database a newer
 * version has migrated (old code on a newer schema once started and served). Call it under the
 * start-up lock, so instances starting together migrate one after the other.
 */
export async function migrateSaying(database: Database, say: (line: string) => void): Promise<SchemaState> {
  const before = await schemaState(database);
  if (before.applied > before.known) throw new SchemaMismatch(newerSchemaMessage(before));
  if (before.pending.length === 0) return before;
  say(`Migrating the database: ${before.pending.length} migration(s) to apply (${before.pending.join(', ')})…`);
  const started = performance.now();
  await database.migrate();
  say(
    `Migrated in ${Math.round(performance.now() - started)} ms: the schema is at ${before.known} of ${before.known}.`,
  );
  return schemaState(database);
}

/** Without migrating (MIGRATE_ON_START=false): the schema must be exactly this version's already. */
export async function requireCurrentSchema(database: Database): Promise<void> {
  const state = await schemaState(database);
  if (state.applied > state.known) throw new SchemaMismatch(newerSchemaMessage(state));
  if (state.pending.length > 0) throw new SchemaMismatch(pendingMessage(state));
}
