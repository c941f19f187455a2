// `npm run test:release` (and the end of a full `npm run test:e2e`): the release as an operator gets
// it. Builds it (scripts/release.mjs), checks the tarball against its .sha256, unpacks it into an
// empty folder under the temp dir and checks SHA256SUMS; then on the embedded database and, with
// TEST_DATABASE_URL, on a new PostgreSQL database: `bin/vitrine start` with node alone on PATH and
// only the settings below, release-smoke.mjs against it, a SIGTERM (exit 0), `bin/vitrine health`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, root, run, waitUntilAnswering } from './lib.mjs';
import { buildRelease } from './release.mjs';

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Each line of a `sha256sum` list, checked against the file it names under `dir`. */
function verifySums(listFile, dir) {
  const lines = readFileSync(listFile, 'utf8').trim().split('\n');
  for (const line of lines) {
    const [, sum, name] = /^([0-9a-f]{64}) {2}(.+)$/.exec(line) ?? [];
    if (!sum) throw new Error(`${path.basename(listFile)}: not a checksum line: ${line}`);
    if (sha256(path.join(dir, name)) !== sum) throw new Error(`${name} does not match ${path.basename(listFile)}`);
  }
  return lines.length;
}

/** An empty folder with no node_modules above it, so nothing in the release can load the checkout's packages. */
function emptyFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-release-'));
  for (let up = path.dirname(dir); ; up = path.dirname(up)) {
    if (existsSync(path.join(up, 'node_modules'))) throw new Error(`${up}/node_modules would be reachable from ${dir}`);
    if (path.dirname(up) === up) return dir;
  }
}

/** A PATH of one folder that holds `node` (this one) and nothing else. */
function nodeOnlyPath(dir) {
  const bin = path.join(dir, 'node-bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, path.join(bin, 'node'));
  return bin;
}

/** Runs bin/vitrine VERB with exactly `env`; resolves with its exit code and output. */
function vitrine(release, args, env, cwd) {
  const child = spawn(path.join(release, 'bin/vitrine'), args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  return { child, exited, output: () => output };
}

/** Start, smoke, stop, health, on one database. */
async function exercise(label, { release, version, dir, env }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base };
  const server = vitrine(release, ['start'], serverEnv, dir);
  try {
    // On an empty database the first start migrates and seeds the demo (5,000 products in one shop).
    await waitUntilAnswering(`${base}/api/health`, server.child, {
      timeoutMs: 120_000,
      what: `the release (${label})`,
    });
    await run(process.execPath, [path.join(root, 'scripts/release-smoke.mjs'), base, '--version', version]);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw new Error(`${label}: ${error.message}\n--- server output ---\n${server.output().slice(-4000)}`);
  }
  server.child.kill('SIGTERM');
  const stopped = await server.exited;
  if (stopped.code !== 0)
    throw new Error(`${label}: the server exited with ${stopped.code ?? stopped.signal} on SIGTERM`);
  // With the server's settings, as an operator's environment file gives both.
  const health = await vitrine(release, ['health'], serverEnv, dir).exited;
  process.stdout.write(health.output);
  if (health.code !== 0) throw new Error(`${label}: bin/vitrine health exited with ${health.code}`);
  console.log(`ok  ${label}: started, smoked, stopped, healthy`);
}

/** A new, empty database on the TEST_DATABASE_URL server for `work`, dropped afterwards. */
async function withPostgresDatabase(work) {
  const admin = new URL(process.env.TEST_DATABASE_URL);
  admin.pathname = '/postgres';
  const name = `vitrine_release_${process.pid}`;
  const query = async (text) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`drop database if exists ${name} with (force)`);
  await query(`create database ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await query(`drop database if exists ${name} with (force)`);
  }
}

export async function checkRelease() {
  const { tarball, folder, version } = await buildRelease();
  if (`${sha256(tarball)}  ${path.basename(tarball)}\n` !== readFileSync(`${tarball}.sha256`, 'utf8')) {
    throw new Error(`${tarball} does not match its .sha256`);
  }
  const dir = emptyFolder();
  try {
    await run('tar', ['-xzf', tarball, '-C', dir]);
    const release = path.join(dir, folder);
    console.log(
      `ok  unpacked into ${dir}: ${verifySums(path.join(release, 'SHA256SUMS'), release)} files match SHA256SUMS`,
    );
    // No inherited NODE_OPTIONS, NODE_PATH or npm settings: what a bare machine has.
    const env = { PATH: nodeOnlyPath(dir), HOME: dir, NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
    const context = { release, version, dir };
    await exercise('embedded database', { ...context, env: { ...env, DATA_DIR: path.join(dir, 'data') } });
    if (!process.env.TEST_DATABASE_URL) console.log('--  PostgreSQL skipped: TEST_DATABASE_URL is not set');
    else
      await withPostgresDatabase((url) => exercise('PostgreSQL', { ...context, env: { ...env, DATABASE_URL: url } }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  try {
    await checkRelease();
  } catch (error) {
    console.error(`release check FAILED: ${error.message}`);
    process.exitCode = 1;
  }
}
