import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

/**
 * A production start writes JSON lines only (its output goes to a log collector, not a terminal):
 * the start is one of them, and the human banner is left out.
 */
describe('a production start, its output piped', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-start-line-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('announces itself in one JSON log line and prints no banner', async () => {
    const child = spawn(tsx, [mainFile], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shops.example',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the server in a child process of its own.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const started = await new Promise<Record<string, unknown>>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const line = stdout.split('\n').find((l) => l.includes('"vitrine started"'));
        if (line) resolve(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`exited ${code} before starting:\n${stdout}${stderr}`)));
    });
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));

    expect(started).toMatchObject({
      level: 30,
      msg: 'vitrine started',
      version: VERSION,
      database: 'pglite',
      seeded: false,
      webBuilt: false,
    });
    expect(started.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stdout).not.toContain('is running on');
    // Every line a start writes to standard output is JSON, but the migration's progress lines
    // (said before the logger exists), which name what they do.
    const others = stdout.split('\n').filter((l) => l && !l.startsWith('{'));
    expect(
      others.every((l) => /^Migrat/.test(l)),
      others.join('\n'),
    ).toBe(true);
  });
});
