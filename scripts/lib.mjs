// Small helpers shared by the root scripts (start, dev, e2e). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core 1.65,
 * `chromiumSwitches`). Chromium reads only the last `--disable-features`, so a list of ours must
 * repeat them; e2e/tests/browser-flags.spec.ts fails when Playwright's list has one we lack.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds the omnibox popup as a web page of its own (a "top chrome WebUI" renderer)
 * for every new window, headless too, so for every test's new context: about a fifth of the CPU
 * of opening a page there, for a popup no test opens. Both switches are needed to stop it.
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no GPU, no background traffic): browser tests and page benches. */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
  ],
});

/**
 * What a production server process needs in its environment beyond the configuration. glibc
 * raises its mmap threshold after the first large block is freed, so every later 16 MB scrypt
 * buffer (each password hashed or checked) comes from a per-thread arena and stays resident:
 * about 75 MB more after seeding. A fixed threshold hands such blocks back to the system.
 * Settings already in the environment win; the young generation's cap is added to NODE_OPTIONS.
 */
export const serverProcessEnv = () => ({
  MALLOC_MMAP_THRESHOLD_: '131072',
  ...process.env,
  NODE_OPTIONS: withSemiSpaceCap(process.env.NODE_OPTIONS),
});

/**
 * V8's young generation, capped at 4 MB semi-spaces. Left to itself, V8 grows them to
 * 16 MB on Node 20 (32 MB of young generation committed for good after a burst) and sizes them from
 * the machine's memory on Node 22+ (about 150 MB more on a 24 GB machine, docs/NODE.md). 8 MB held
 * about 20 MB less per instance on PostgreSQL than the default; 4 MB holds 7–10 MB less again
 * (bench/scale: 104–108 against 112–119 MB after load) at the same rate for the cached API and
 * server-rendered pages. A cap already given in NODE_OPTIONS wins.
 */
function withSemiSpaceCap(options = '') {
  return /--max-semi-space-size/.test(options) ? options : `--max-semi-space-size=4 ${options}`.trim();
}

/** Newest modification time of any file under the given paths (skips node_modules and dist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

/** True when apps/web/dist (or its server entry, dist-ssr) is missing or older than the web sources. */
export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built) || !existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'))) return true;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/package.json',
    'packages/template-demo/src',
    'packages/template-demo/package.json',
    'packages/contracts/src',
    // Its `sideEffects` decides what the bundler may leave out.
    'packages/contracts/package.json',
  ];
  return newestMtime(sources.map((s) => path.join(root, s))) > statSync(built).mtimeMs;
}

/** True when apps/server/dist/main.js is missing or older than the server and contracts sources. */
export function serverBuildIsStale() {
  const built = path.join(root, 'apps/server/dist/main.js');
  const entries = ['backup-cli.js', 'worker.js', 'cli.js'].map((name) => path.join(root, 'apps/server/dist', name));
  if (!existsSync(built) || !entries.every((entry) => existsSync(entry))) return true;
  const sources = ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/contracts/src'];
  return newestMtime(sources.map((s) => path.join(root, s))) > statSync(built).mtimeMs;
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  await withProgress('the server (apps/server/dist)', 'a few seconds', () =>
    run('npm', ['run', 'build', '--silent', '-w', '@vitrine/server']),
  );
}

const minutesAndSeconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

/**
 * Runs a build, saying what it builds, how long it usually takes and, every 30 s, that it is still
 * at it: a first start builds for minutes, and a silent terminal looks like a hung one.
 */
export async function withProgress(what, usually, build) {
  const started = Date.now();
  console.log(`Building ${what}: usually ${usually}; later starts skip it until the sources change…`);
  const ticker = setInterval(
    () => console.log(`  …still building ${what} (${minutesAndSeconds(Date.now() - started)})`),
    30_000,
  );
  try {
    await build();
  } finally {
    clearInterval(ticker);
  }
  console.log(`Built ${what} in ${minutesAndSeconds(Date.now() - started)}.`);
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Builds apps/web/dist when its sources changed. Several processes may ask at once (two Vitest
 * workers' bundle tests, an e2e run, `npm start`): one builds while the others wait, because two
 * Vite builds into the same folder empty each other's output. NODE_ENV is set to production since
 * Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
 */
export async function buildWebIfStale() {
  await withLock(path.join(root, 'apps/web/.build-lock'), async () => {
    if (!webBuildIsStale()) return;
    await withProgress('the web app (apps/web/dist)', '2 to 4 minutes on two cores', () =>
      run('npm', ['run', 'build', '--silent', '-w', '@vitrine/web'], {
        env: { ...process.env, NODE_ENV: 'production' },
      }),
    );
  });
}

/** Runs `work` while holding a lock folder (mkdir is atomic); a lock left by a killed process expires. */
async function withLock(lockDir, work, { expiresMs = 5 * 60_000 } = {}) {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > expiresMs) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // Released between the two calls: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; throws when `child` exits first or `timeoutMs` passes. For the
 * servers the benches start (the API, nginx, the node:http yardstick).
 */
export async function waitUntilAnswering(url, child, { timeoutMs = 10_000, what = 'the server' } = {}) {
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a long-running child and passes SIGINT/SIGTERM on to it, exiting with its code. */
export function supervise(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
