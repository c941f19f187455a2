import { demoAdmin, demoShops } from './db/seed/demo.js';
import { VERSION } from './version.js';

export interface StartFacts {
  /** What `listen` answered, e.g. `http://0.0.0.0:3000`. */
  address: string;
  /** The HOST it was asked to listen on. */
  host: string;
  databaseKind: string;
  seeded: boolean;
  webBuilt: boolean;
  seedDemo: boolean;
}

/** The start, as the log's one JSON line says it: what a log pipeline or an alert reads. */
export const STARTED = 'vitrine started';

export function startFields(facts: StartFacts) {
  return {
    version: VERSION,
    address: facts.address,
    database: facts.databaseKind,
    seeded: facts.seeded,
    webBuilt: facts.webBuilt,
  };
}

/**
 * The friendly banner is for a person: one at a terminal, or anyone trying the demo `npm start`
 * seeds (it names the shops to open and the accounts to sign in with). A production server's
 * output goes to a log collector, where lines that are not JSON only get in the way.
 */
export const wantsBanner = (facts: StartFacts, stdoutIsTty: boolean) => stdoutIsTty || facts.seedDemo;

interface StartOutput {
  log: { info(fields: object, message: string): void };
  /** Writes the banner (standard output). */
  print(text: string): void;
  stdoutIsTty: boolean;
}

/** Announces that the server listens: always one info log line, and the banner when a person reads it. */
export function announceStart(facts: StartFacts, out: StartOutput): void {
  out.log.info(startFields(facts), STARTED);
  if (wantsBanner(facts, out.stdoutIsTty)) out.print(startBanner(facts));
}

/** Listening on every interface reaches the machine from the network too: say so, and how to keep it local. */
function everyInterfaceNote(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return [`  Listening on every network interface (HOST=${host}); HOST=127.0.0.1 keeps it to this machine.`];
}

/** What the server prints once it listens: where to open it, the demo shops and accounts. */
export function startBanner(facts: StartFacts): string {
  const shown = facts.address
    .replace('0.0.0.0', 'localhost')
    .replace('127.0.0.1', 'localhost')
    .replace('[::]', 'localhost');
  const accounts = facts.seedDemo
    ? [...demoShops.map((s) => s.owner), demoAdmin].map((a) => `    ${a.email.padEnd(26)} ${a.password}`)
    : [];
  const lines = [
    `  Vitrine ${VERSION} is running on ${shown}  (database: ${facts.databaseKind}${facts.seeded ? ', demo data seeded' : ''})`,
    facts.webBuilt
      ? `  Shops: ${demoShops.map((s) => `${shown}/${s.shop.shopCatalogueUrl}`).join('  ')}`
      : '  (web app not built: API only)',
    ...everyInterfaceNote(facts.host),
    ...(accounts.length ? ['  Demo accounts:', ...accounts] : []),
  ];
  return ['', ...lines, ''].join('\n');
}
