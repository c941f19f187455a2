import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { SLOW_CHECK_MS } from '../../src/modules/health/ready-checks.js';
import { testDriver } from '../support/test-database.js';
import { type SpawnedServer, spawnServer, stopServer } from './support/spawned-server.js';

/**
 * A real full disk under DATA_DIR (a small tmpfs, filled to the last byte), with the server on the
 * embedded database whose files live there: readiness must fail, naming the cause, and a start on
 * that disk must stop with one line saying so. Mounting needs root; elsewhere the file is skipped
 * (the checks themselves are covered by test/foundation/readiness-checks.test.ts).
 */
function mountTmpfs(dir: string, sizeMb: number): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes zeros until the disk refuses. */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
  // The last megabyte's worth of room, in smaller pieces.
  const small = openSync(`${file}-tail`, 'w');
  try {
    for (;;) writeSync(small, Buffer.alloc(4096));
  } catch {
    // Full.
  } finally {
    closeSync(small);
  }
}

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'vitrine-full-disk-'));
const mounted = testDriver() === 'pglite' && mountTmpfs(mountPoint, 400);
if (!mounted) rmSync(mountPoint, { recursive: true, force: true });

describe.skipIf(!mounted)('a full disk under DATA_DIR (embedded database)', () => {
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    // The seeded template, instead of seeding 5,000 products again.
    const database = await openDatabase({
      dataDir: mountPoint,
      pgliteDump: new Blob([readFileSync(inject('templateDump'))]),
    });
    await database.close();
    server = await spawnServer({ dataDir: mountPoint, startTimeoutMs: 90_000 });
  });
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    try {
      execFileSync('umount', [mountPoint], { stdio: 'ignore' });
    } catch {
      // Not mounted.
    }
    rmSync(mountPoint, { recursive: true, force: true });
  });

  const ready = async () => {
    const res = await fetch(`${server?.baseUrl}/api/ready?probe=1`);
    return { status: res.status, body: await res.json() };
  };

  // A one-row write still commits on a full disk (it fits in the write-ahead log's segment, written
  // in advance), while an order's pages do not: the free-disk threshold is what sees it first.
  it('fails readiness once the disk is full, and a start on that disk says so in one line', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'success', db: 'ok' } });
    fillDisk(path.join(mountPoint, 'filler'));
    // The slower checks (the disk among them) answer for SLOW_CHECK_MS.
    await new Promise((resolve) => setTimeout(resolve, SLOW_CHECK_MS + 200));
    expect(await ready(), server?.output()).toEqual({
      status: 503,
      body: {
        status: 'error',
        message: 'Not ready: free disk under DATA_DIR is 0 MB, below READY_MIN_FREE_DISK_MB (100 MB).',
      },
    });
    const health = await fetch(`${server?.baseUrl}/api/health`);
    expect(health.status).toBe(200);

    await stopServer(server, 'SIGKILL');
    // A first start on that disk: the embedded database's files cannot be created.
    let started: SpawnedServer | undefined;
    const again = await spawnServer({ dataDir: path.join(mountPoint, 'fresh'), startTimeoutMs: 90_000 }).then(
      (s) => {
        started = s;
        return 'started';
      },
      (error: Error) => error.message,
    );
    await stopServer(started, 'SIGKILL');
    const printed = again.split('\n').filter((line) => line.startsWith('Vitrine failed to start'));
    expect(printed, again).toEqual([
      'Vitrine failed to start: no space left on the disk (the embedded database under DATA_DIR): free some space and start again.',
    ]);
  });
});
