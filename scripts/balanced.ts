import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, root, serverProcessEnv } from './lib.mjs';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    if (child.exitCode !== null) throw new Error(`${url}: exited ${child.exitCode}\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}: not up within 60 s\n${log()}`);
}

/**
 * A fresh, empty database on the test PostgreSQL server (TEST_DATABASE_URL) for a server a spec
 * starts itself: created in a second, where a fresh embedded database first runs initdb in
 * WebAssembly (35–65 s on this machine while the other worker is busy).
 */
export async function freshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = `vitrine_e2e_${label}_${Date.now().toString(36)}`;
  await admin(`create database ${database}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${database} with (force)`) };
}

async function admin(sql: string): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface Balanced {
  /** nginx's address: the one shoppers and owners use. */
  base: string;
  /** Each instance's own address and process id (benchmarks read their memory). */
  instances: { base: string; pid: number }[];
  stop(): Promise<void>;
}

/**
 * What README "Running several instances" describes, on this machine: a fresh PostgreSQL database
 * (TEST_DATABASE_URL's server), `count` built servers (`node apps/server/dist/main.js`) started
 * together, nginx in front with deploy/nginx.conf (upstream and port rewritten to free ports).
 * Used by e2e/tests/scale-nginx.spec.ts and bench/scale.
 */
export async function startBalanced(apiKey: string, count = 2): Promise<Balanced> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-balanced-'));
  // nginx's workers (nobody, when the tests run as root) write the micro-cache under it.
  chmodSync(dir, 0o755);
  const database = `vitrine_lb_${Date.now().toString(36)}`;
  await admin(`create database ${database}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${database}`;
  const [lb, ...ports] = await Promise.all(Array.from({ length: count + 1 }, freePort));
  const base = `http://127.0.0.1:${lb}`;
  const children: ChildProcess[] = [];
  const logs: string[] = [];
  for (const [i, port] of ports.entries()) {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...serverProcessEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, `instance-${i}`),
        DATABASE_URL: url.toString(),
        NODE_ENV: 'production',
        PUBLIC_URL: base,
        SEED_DEMO: 'true',
        API_KEY: apiKey,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    });
    logs[i] = '';
    child.stdout?.on('data', (d) => (logs[i] += d));
    child.stderr?.on('data', (d) => (logs[i] += d));
    children.push(child);
  }
  await Promise.all(ports.map((port, i) => waitFor(`http://127.0.0.1:${port}/api/health`, children[i], () => logs[i])));

  // The deployment's file, speaking plain HTTP on a free port: its port-80 block (ACME challenges
  // and the redirect to HTTPS) goes, and its HTTPS block listens without TLS (apps/server/test/
  // quality/nginx-conf.test.ts runs the TLS form itself).
  const server = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/# Plain HTTP only answers[\s\S]*?\n}\n/, '')
    .replace(/listen 443 ssl http2;\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${lb};`)
    .replace(/\n\s*ssl_[^\n]*;/g, '')
    .replace(
      /server 127\.0\.0\.1:3001[^;]*;\s*server 127\.0\.0\.1:3002[^;]*;/,
      ports.map((p) => `server 127.0.0.1:${p};`).join('\n    '),
    )
    .replaceAll('/var/log/nginx/vitrine-access.log', path.join(dir, 'access.log'))
    .replaceAll('/var/cache/nginx/vitrine', path.join(dir, 'cache'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/nginx-error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n${server}\n}\n`,
  );
  const nginx = spawn(NGINX as string, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxLog = '';
  nginx.stderr?.on('data', (d) => (nginxLog += d));
  children.push(nginx);
  await waitFor(`${base}/api/health`, nginx, () => nginxLog);

  return {
    base,
    instances: ports.map((port, i) => ({ base: `http://127.0.0.1:${port}`, pid: children[i].pid as number })),
    stop: async () => {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
      await admin(`drop database if exists ${database} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
