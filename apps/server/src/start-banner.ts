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
