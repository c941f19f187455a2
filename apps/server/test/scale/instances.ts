import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { TEST_API_KEY } from '../support/test-app.js';

export interface Instance {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * One more server instance on an existing PostgreSQL database: its own connection pool, cache,
 * DATA_DIR and (from the configuration) no JWT_SECRET, as an operator would start a second machine.
 */
export async function startInstance(url: string, env: Record<string, string> = {}): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    API_KEY: TEST_API_KEY,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: url });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
