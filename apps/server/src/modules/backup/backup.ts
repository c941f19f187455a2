import { spawn } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config.js';
import { runningServer, SNAPSHOT_PATH } from './control.js';
import { dumpDigest, dumpHeader, dumpTrailer } from './dump-file.js';

/** pg_dump's options, the same for both databases (PGlite's pg_dump adds --inserts itself). */
export const PG_DUMP_ARGS = ['--inserts', '--rows-per-insert=200', '--no-owner', '--no-privileges'];

/**
 * The `settings` table holds the generated session secret (`jwt_secret`), from which sessions are
 * signed and every order page's token is derived: a dump leaves the table's rows out unless asked
 * (`--with-secret`), so a leaked dump opens no order page and signs no session. Its other rows mark
 * one-time data migrations done; after a restore they run again and find nothing to change.
 */
const WITHOUT_SECRET = ['--exclude-table-data=public.settings'];
const dumpArgs = (withSecret: boolean) => (withSecret ? PG_DUMP_ARGS : [...PG_DUMP_ARGS, ...WITHOUT_SECRET]);

export interface BackupOptions {
  /** Put the session secret in the dump (a move to another server that must keep sessions and order links). */
  withSecret?: boolean;
}

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  source: 'pglite' | 'postgres';
  ms: number;
}

type Say = (line: string) => void;

/** Writes `npm run backup -- FILE`: from DATABASE_URL with pg_dump, else from DATA_DIR (through a running server when one holds it). */
export async function backup(
  config: Config,
  file: string,
  say: Say = () => {},
  { withSecret = false }: BackupOptions = {},
): Promise<BackupResult> {
  const started = Date.now();
  const target = path.resolve(file);
  if (!existsSync(path.dirname(target))) throw new BackupError(`cannot write ${file}: its folder does not exist`);
  const source = config.databaseUrl ? 'postgres' : 'pglite';
  const out = new DumpWriter(target, source);
  try {
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, out, say, withSecret);
    else await dumpPgliteDataDir(config, out, say, withSecret);
    out.finish();
  } catch (error) {
    out.abandon();
    throw error;
  }
  return { file: target, bytes: statSync(target).size, source, ms: Date.now() - started };
}

/** Whether anything (a file, a folder, a link, even a dangling one) is at `file`. */
const taken = (file: string) => {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * The backup file as it is written: into FILE.partial, made new (never an existing file, never
 * through a symbolic link) with mode 0600, since it holds password hashes; linked to FILE only once
 * whole, which fails rather than replace a file that appeared meanwhile. An existing FILE is refused.
 */
class DumpWriter {
  private readonly partial: string;
  private readonly fd: number;
  private readonly digest = dumpDigest();
  bytes = 0;

  constructor(
    private readonly target: string,
    source: 'pglite' | 'postgres',
  ) {
    this.partial = `${target}.partial`;
    if (taken(target))
      throw new BackupError(`${target} already exists: a backup never replaces a file; choose a new name`);
    try {
      this.fd = openSync(
        this.partial,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        0o600,
      );
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ELOOP') {
        throw new BackupError(
          `${this.partial} already exists (another backup writing, or one that stopped half-way): remove it or choose a new name`,
        );
      }
      throw new BackupError(`cannot write ${this.partial}: ${code ?? (error as Error).message}`);
    }
    this.write(dumpHeader(source));
  }

  write(chunk: string | Buffer): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.digest.update(buffer);
    writeSync(this.fd, buffer);
    this.bytes += buffer.length;
  }

  finish(): void {
    // The closing line starts on a line of its own.
    this.write('\n');
    writeSync(this.fd, dumpTrailer(this.digest.digest('hex')));
    fsyncSync(this.fd);
    closeSync(this.fd);
    try {
      linkSync(this.partial, this.target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new BackupError(`${this.target} appeared while the backup ran: it was left as it is; choose a new name`);
      }
      throw error;
    }
    rmSync(this.partial);
  }

  abandon(): void {
    try {
      closeSync(this.fd);
    } catch {
      // Already closed.
    }
    rmSync(this.partial, { force: true });
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function dumpPostgres(url: string, out: DumpWriter, say: Say, withSecret: boolean): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  say(`Backing up PostgreSQL ${parsed.host}${parsed.pathname} with pg_dump…`);
  // The password travels in the environment, never on a command line another user could read.
  const child = spawn('pg_dump', [...dumpArgs(withSecret), `--dbname=${parsed.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let lastReport = Date.now();
  child.stdout.on('data', (chunk: Buffer) => {
    out.write(chunk);
    if (Date.now() - lastReport >= 2000) {
      lastReport = Date.now();
      say(`  … ${megabytes(out.bytes)}`);
    }
  });
  const code = await new Promise<number | string>((resolve) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ENOENT' ? 'missing' : String(error.message)),
    );
    child.on('close', (exitCode, signal) => resolve(exitCode ?? signal ?? 'unknown'));
  });
  if (code === 'missing') {
    throw new BackupError(
      'pg_dump is not installed: apt-get install postgresql-client (version at least the server’s)',
    );
  }
  if (code !== 0) {
    const line = stderr.split('\n').find((l) => l.includes('error')) ?? stderr.split('\n')[0] ?? '';
    throw new BackupError(`pg_dump failed (${code}): ${line.replace(/^pg_dump: (error: )?/, '').trim()}`);
  }
}

async function dumpPgliteDataDir(config: Config, out: DumpWriter, say: Say, withSecret: boolean): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const server = runningServer(config.dataDir);
  let pg: PGlite;
  if (server) {
    say(`Backing up the embedded database in ${config.dataDir} through the running server (pid ${server.pid})…`);
    const snapshot = await fetchSnapshot(server.port, server.token);
    say(`  snapshot of the data directory taken (${megabytes(snapshot.size)}); writing SQL…`);
    pg = await PGlite.create({ loadDataDir: snapshot });
  } else {
    if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      throw new BackupError(`no database in ${config.dataDir} (no pglite/ folder): nothing to back up`);
    }
    say(`Backing up the embedded database in ${config.dataDir} (no server running)…`);
    pg = await PGlite.create({ dataDir: pgliteDir });
  }
  try {
    out.write(await dumpPglite(pg, withSecret));
    // Asked for, the session secret (DATA_DIR/jwt-secret on PGlite) travels as the settings row a
    // PostgreSQL deployment shares it through, so owners stay signed in after a move.
    if (withSecret && config.jwtSecretInDataDir) {
      out.write(
        `\n-- The session-signing secret of DATA_DIR/jwt-secret (Vitrine)\nINSERT INTO public.settings (key, value) VALUES ('jwt_secret', '${config.jwtSecret.replace(/'/g, "''")}') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;\n`,
      );
    }
  } finally {
    await pg.close();
  }
}

/** SQL of a PGlite database, with the options pg_dump gets on PostgreSQL. */
export async function dumpPglite(pg: PGlite, withSecret = false): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const file = await pgDump({ pg, args: dumpArgs(withSecret).filter((a) => a !== '--inserts') });
  return file.text();
}

async function fetchSnapshot(port: number, token: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${SNAPSHOT_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    throw new BackupError(
      `the server holding DATA_DIR (port ${port}) did not answer: ${(error as Error).cause ?? (error as Error).message}`,
    );
  }
  if (!response.ok) {
    throw new BackupError(
      `the server holding DATA_DIR (port ${port}) refused the snapshot (${response.status}): is it listening on 127.0.0.1?`,
    );
  }
  return response.blob();
}
