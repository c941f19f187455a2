import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { SNAPSHOT_PATH } from '../../src/modules/backup/control.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';

const TOKEN = 'control-token-for-the-snapshot-test-0123';

/** The route `npm run backup` asks a running PGlite server for its data directory through. */
describe.runIf(testDriver() === 'pglite')('the backup snapshot route of a PGlite server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-snapshot-'));
  let app: FastifyInstance;
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ templateDump: inject('templateDump') });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    app = await buildApp({ config, database: test.database, controlToken: TOKEN });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not there for anyone without the token, for another address, or through a proxy', async () => {
    const tries = [
      {},
      { headers: { authorization: 'Bearer wrong-token' } },
      { headers: { authorization: TOKEN } },
      { headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: '10.0.0.7' },
      { headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' } },
    ];
    for (const attempt of tries) {
      const res = await app.inject({ method: 'GET', url: SNAPSHOT_PATH, ...attempt });
      expect(res.statusCode, JSON.stringify(attempt)).toBe(404);
      expect(res.headers['content-type']).not.toContain('tar');
    }
  });

  it('hands the token holder on loopback a tar of the data directory, uncompressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: SNAPSHOT_PATH,
      headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    // A ustar archive: "ustar" at offset 257 of the first header block.
    expect(res.rawPayload.subarray(257, 262).toString()).toBe('ustar');
    expect(res.rawPayload.length).toBeGreaterThan(1024 * 1024);
  });
});
