// The real server for a benchmark, as it ships: the built server (dist/main.js, built first when
// stale) with the environment `npm start` gives it (serverProcessEnv: V8's young-generation cap,
// glibc's threshold), its own process on a free loopback port, a temporary DATA_DIR with a fresh
// demo seed, and a stop() that removes both. Shared by bench/api, bench/load and bench/web.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildServerIfStale,
  buildWebIfStale,
  freePort,
  root,
  serverProcessEnv,
  waitUntilAnswering,
} from '../scripts/lib.mjs';

/**
 * @param {{ name: string, apiKey?: string, web?: boolean, databaseUrl?: string, dataDir?: string, env?: Record<string, string> }} options
 *   `web` serves the built web app (built first when stale); otherwise the API runs alone.
 *   `databaseUrl`: a PostgreSQL database instead of the embedded one. `dataDir`: an existing DATA_DIR
 *   (e.g. one seeded by an earlier start), kept by stop(); otherwise a new one, removed by stop().
 *   `env`: more settings.
 */
export async function startBenchServer({ name, apiKey, web = false, databaseUrl = '', dataDir: given, env = {} }) {
  await buildServerIfStale();
  if (web) await buildWebIfStale();
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), `vitrine-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...serverProcessEnv(),
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The load bench stands in for the balancer: it names each shopper's address in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(apiKey ? { API_KEY: apiKey } : {}),
      ...(web ? {} : { WEB_DIST: path.join(dataDir, 'no-web') }),
      ...env,
    },
  });
  const stop = () => {
    // SIGINT lets a profiled server write its profile; anything else is killed outright.
    if (child.exitCode === null) child.kill(nodeArgs.length ? 'SIGINT' : 'SIGKILL');
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    await waitUntilAnswering(`${base}/api/health`, child, { timeoutMs: 180_000 });
  } catch (error) {
    stop();
    throw error;
  }
  return { base, child, dataDir, stop };
}
