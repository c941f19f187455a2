import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

/** The api-key the spawned server expects (the default of src/config.ts). */
export const SPAWNED_API_KEY = 'vitrine-quality-key';

export interface SpawnedServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
}

export interface SpawnOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** How long start-up (migrations, seeding a fresh database) may take. */
  startTimeoutMs?: number;
  /** A built server (`…/apps/server/dist/main.js`) to run with plain node instead of the source under tsx. */
  main?: string;
}

/**
 * Starts the real server (`tsx apps/server/src/main.ts`, or the built `main` a release runs) on a
 * free loopback port, as `npm start` would, and resolves once it prints the address it listens on
 * (a server started without the demo seed says it only in its JSON start line: give it LOG_LEVEL=info).
 */
export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const [command, args] = options.main ? [process.execPath, [options.main]] : [tsx, [mainFile]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      WEB_DIST: path.join(options.dataDir, 'no-web'),
      API_KEY: SPAWNED_API_KEY,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // The tests stand in for the load balancer: they name each shopper's address in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process, and a crash must kill both.
    detached: true,
  });
  let output = '';
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, options.startTimeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The banner (a seeded demo), else the JSON start line (LOG_LEVEL info or lower).
      const match =
        /running on http:\/\/localhost:(\d+)/.exec(output) ??
        /"address":"http:\/\/127\.0\.0\.1:(\d+)"[^\n]*"msg":"vitrine started"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${output}`));
    });
  });
  return { child, baseUrl, output: () => output, exited };
}

/** Sends a signal to the server's whole process group (tsx and the node process running main.ts). */
export function signalServer(server: SpawnedServer, signal: NodeJS.Signals): void {
  try {
    process.kill(-(server.child.pid ?? 0), signal);
  } catch {
    // Already gone.
  }
}

/** Stops a spawned server: SIGTERM (or the given signal), then SIGKILL if it lingers. */
export async function stopServer(server: SpawnedServer | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!server) return;
  const running = server.child.exitCode === null && server.child.signalCode === null;
  if (running) signalServer(server, signal);
  const timer = setTimeout(() => signalServer(server, 'SIGKILL'), 10_000);
  if (running) await server.exited;
  clearTimeout(timer);
  // tsx's child may outlive its parent for a moment: make sure nothing of the group is left.
  signalServer(server, 'SIGKILL');
}
