import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase } from './test-database.js';

export const TEST_API_KEY = 'vitrine-test-key';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Headers every /api call needs. */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the seeded database (PGlite, or PostgreSQL under TEST_DATABASE_URL). */
export async function createTestApp(
  options: { empty?: boolean; env?: Record<string, string>; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    API_KEY: TEST_API_KEY,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const { database, dispose } = await createTestDatabase({
    empty: options.empty,
    templateDump: inject('templateDump'),
  });
  const app = await buildApp({ config, database, logStream: options.logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    headers: { 'api-key': TEST_API_KEY },
    close: async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
