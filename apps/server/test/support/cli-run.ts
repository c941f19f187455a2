import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { TEST_API_KEY } from './test-app.js';
import { adminQuery, databaseUrl, TEMPLATE_DB, testDriver } from './test-database.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const cli = path.join(repoRoot, 'apps/server/src/cli.ts');

const BARE_PAGE =
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div><script type="module" src="/static/index.js"></script></body></html>';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Where the operator's command line runs in a test: a copy of the seeded database (a PGlite
 * DATA_DIR, or a PostgreSQL database under TEST_DATABASE_URL), or an empty one, and the
 * environment that names it, as the server would read it.
 */
export class CliPlace {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-'));
  env: Record<string, string> = {};
  private name: string | undefined;

  async create(options: { empty?: boolean } = {}): Promise<void> {
    const base = { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'test', DATA_DIR: this.dataDir };
    if (testDriver() === 'postgres') {
      this.name = `vitrine_cli_${randomBytes(5).toString('hex')}`;
      await adminQuery(`create database ${this.name}${options.empty ? '' : ` template ${TEMPLATE_DB}`}`);
      this.env = { ...base, DATABASE_URL: databaseUrl(this.name) };
      return;
    }
    if (!options.empty) {
      const dump = new Blob([readFileSync(inject('templateDump'))]);
      await (await openDatabase({ dataDir: this.dataDir, pgliteDump: dump })).close();
    }
    this.env = base;
  }

  async dispose(): Promise<void> {
    rmSync(this.dataDir, { recursive: true, force: true });
    if (this.name) await adminQuery(`drop database if exists ${this.name} with (force)`);
  }

  /** `npm run vitrine -- ARGS` as its own process (tsx on the source) on this place's database. */
  async vitrine(args: string[], extra: Record<string, string> = {}): Promise<CliResult> {
    try {
      const { stdout, stderr } = await run(tsx, [cli, ...args], { env: { ...this.env, ...extra } });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  /** The database, opened here (on PGlite only while no command runs). */
  open(): Promise<Database> {
    return openDatabase({ dataDir: this.dataDir, databaseUrl: this.env.DATABASE_URL });
  }

  /**
   * The real server on this place's database, for what a command changed as the web sees it. Its
   * web build is a bare page, enough for the server to answer a shop's address with its HTML.
   */
  async server(): Promise<{ app: FastifyInstance; headers: Record<string, string>; close(): Promise<void> }> {
    const webDist = path.join(this.dataDir, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), BARE_PAGE);
    const config = loadConfig({ ...this.env, LOG_LEVEL: 'silent', API_KEY: TEST_API_KEY, WEB_DIST: webDist });
    const database = await this.open();
    const app = await buildApp({ config, database });
    await app.ready();
    return {
      app,
      headers: { 'api-key': TEST_API_KEY },
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }
}
