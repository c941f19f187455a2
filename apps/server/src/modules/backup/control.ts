import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';

/**
 * PGlite is one process: while a server runs, it alone may open DATA_DIR. So the server writes
 * DATA_DIR/control.json (mode 0600: its pid, port and a random token) once it listens, and
 * answers `GET /_ops/snapshot` with a copy of its data directory, only from loopback and only
 * with that token. `npm run backup` asks it when it runs and opens DATA_DIR itself when it does
 * not; `npm run restore` refuses to touch a DATA_DIR a running server holds.
 */
export const SNAPSHOT_PATH = '/_ops/snapshot';

export interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

export const controlFilePath = (dataDir: string) => path.join(dataDir, 'control.json');

export const newControlToken = () => randomBytes(32).toString('base64url');

export function writeControlFile(dataDir: string, control: ControlFile): void {
  writeFileSync(controlFilePath(dataDir), `${JSON.stringify(control)}\n`, { mode: 0o600 });
}

/** Removes the control file if it is still this process's (a newer server may have replaced it). */
export function removeControlFile(dataDir: string, pid = process.pid): void {
  if (readControlFile(dataDir)?.pid === pid) rmSync(controlFilePath(dataDir), { force: true });
}

export function readControlFile(dataDir: string): ControlFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(controlFilePath(dataDir), 'utf8')) as Partial<ControlFile>;
    if (typeof parsed.pid === 'number' && typeof parsed.port === 'number' && typeof parsed.token === 'string') {
      return parsed as ControlFile;
    }
  } catch {
    // Missing or unreadable: no running server announced itself.
  }
  return undefined;
}

/** The control file of a server process that is still alive, if any (a crashed server leaves a stale file). */
export function runningServer(dataDir: string): ControlFile | undefined {
  const control = readControlFile(dataDir);
  if (!control) return undefined;
  try {
    process.kill(control.pid, 0);
    return control;
  } catch (error) {
    // EPERM: alive but another user's; ESRCH: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? control : undefined;
  }
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The snapshot route: a tar of the data directory taken while no transaction is open and no
 * query runs (PGlite's own locks), so it is a consistent state of the database. The server only
 * copies bytes (timed in its log line); the backup command turns the copy into SQL in its own
 * process, so the catalogue keeps serving meanwhile.
 */
export function registerSnapshotRoute(app: FastifyInstance, pglite: PGlite, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get(SNAPSHOT_PATH, { compress: false }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const fromLoopback = loopback.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
    if (!fromLoopback || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(404).send({ status: 'fail', message: 'Not found.' });
    }
    const started = performance.now();
    const tar = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
    request.log.info({ ms: Math.round(performance.now() - started), bytes: tar.size }, 'backup snapshot taken');
    return reply
      .header('content-type', 'application/x-tar')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await tar.arrayBuffer()));
  });
}
