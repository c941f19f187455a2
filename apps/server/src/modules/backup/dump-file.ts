import { createHash } from 'node:crypto';

/**
 * The backup format, the same from PGlite and from PostgreSQL: plain SQL as pg_dump writes it
 * with `--inserts --no-owner --no-privileges` (one INSERT per batch of rows, pictures as bytea
 * hex), between a first line and a last line of Vitrine's own:
 *
 *   -- Vitrine backup 1 from pglite at 2026-11-26T10:00:00.000Z
 *   …pg_dump's output…
 *   -- Vitrine backup end sha256=<hex of every byte before this line>
 *
 * The end line tells a whole file from one cut short and its digest a file changed on the way;
 * `psql -f` also reads the file (both lines are comments).
 */
export const FORMAT_VERSION = 1;
const HEADER = /^-- Vitrine backup (\d+) from (pglite|postgres) at (\S+)\n/;
const TRAILER = /\n-- Vitrine backup end sha256=([0-9a-f]{64})\n$/;

export function dumpHeader(source: 'pglite' | 'postgres', at = new Date()): string {
  return `-- Vitrine backup ${FORMAT_VERSION} from ${source} at ${at.toISOString()}\n`;
}

/** The closing line for a file whose bytes before it hash to `digest` (hex sha256). */
export function dumpTrailer(digest: string): string {
  return `-- Vitrine backup end sha256=${digest}\n`;
}

/** A sha256 that the backup feeds as it writes, for the closing line. */
export function dumpDigest() {
  return createHash('sha256');
}

export interface CheckedDump {
  source: 'pglite' | 'postgres';
  takenAt: string;
  /** The SQL between the first and the last line. */
  sql: string;
}

export class DumpFileError extends Error {}

/** Checks a whole backup file before anything touches a database; a bad one throws a one-line DumpFileError. */
export function checkDump(content: Buffer, name: string): CheckedDump {
  const head = content.subarray(0, 200).toString('utf8');
  const header = HEADER.exec(head);
  if (!header) {
    throw new DumpFileError(`${name} is not a Vitrine backup (its first line is not "-- Vitrine backup …")`);
  }
  if (Number(header[1]) > FORMAT_VERSION) {
    throw new DumpFileError(`${name} is a backup of format ${header[1]}, newer than this version of Vitrine reads`);
  }
  const tail = content.subarray(Math.max(0, content.length - 200)).toString('utf8');
  const trailer = TRAILER.exec(tail);
  if (!trailer) {
    throw new DumpFileError(`${name} is incomplete: its closing line is missing (cut short while written or copied?)`);
  }
  const trailerLength = Buffer.byteLength(trailer[0]) - 1;
  const body = content.subarray(0, content.length - trailerLength);
  const digest = createHash('sha256').update(body).digest('hex');
  if (digest !== trailer[1]) {
    throw new DumpFileError(`${name} is damaged: its contents do not match the checksum on its closing line`);
  }
  const sql = body.subarray(Buffer.byteLength(header[0])).toString('utf8');
  if (!sql.includes('"__drizzle_migrations"') && !sql.includes('.__drizzle_migrations')) {
    throw new DumpFileError(`${name} holds no Vitrine database (no migration journal in it)`);
  }
  return { source: header[2] as 'pglite' | 'postgres', takenAt: header[3], sql };
}
