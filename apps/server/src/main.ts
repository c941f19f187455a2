import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/setup.js';
import { serializeError } from './http/log-redaction.js';
import { newControlToken, removeControlFile, writeControlFile } from './modules/backup/control.js';
import { announceStart } from './start-banner.js';
import { startFailure } from './start-errors.js';

/** SIGTERM: stop accepting, finish what is under way, close the database, exit; at most this long. */
const STOP_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Vitrine cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const { seeded } = await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    migrate: config.migrateOnStart,
    say: (line) => console.log(line),
  });
  // PGlite: `npm run backup` finds this server through DATA_DIR/control.json (modules/backup/control.ts).
  const controlToken = database.kind === 'pglite' ? newControlToken() : undefined;
  const app = await buildApp({ config, database, controlToken });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    // A request that never ends must not keep a stopping instance alive past the stated time.
    setTimeout(() => {
      app.log.warn('in-flight requests still running after 10 s: exiting anyway');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    // close() stops accepting and waits for requests under way; then the database closes.
    await app.close();
    if (controlToken) removeControlFile(config.dataDir);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  if (controlToken) {
    const port = app.server.address();
    if (port && typeof port === 'object') {
      writeControlFile(config.dataDir, { pid: process.pid, port: port.port, token: controlToken });
    }
  }
  const facts = {
    address,
    host: config.host,
    databaseKind: database.kind,
    seeded,
    // WEB_DIST may name a folder nothing was built into: the banner must not send anyone to pages that 404.
    webBuilt: Boolean(config.webDist && existsSync(path.join(config.webDist, 'index.html'))),
    seedDemo: config.seedDemo,
  };
  announceStart(facts, {
    log: app.log,
    print: (text) => console.log(text),
    stdoutIsTty: Boolean(process.stdout.isTTY),
  });
}

main().catch((error) => {
  // One line naming the cause (README, Configuration); the stack, scrubbed as in the log (an
  // error's own fields may hold a URL with its password), only when asked for with LOG_LEVEL.
  console.error(`Vitrine failed to start: ${startFailure(error, process.env.DATABASE_URL)}`);
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '') && error instanceof Error) {
    console.error(serializeError(error).stack);
  }
  process.exit(1);
});
