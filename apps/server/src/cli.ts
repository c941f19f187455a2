import { CliError } from './cli/shared.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { SchemaMismatch } from './db/migrations.js';
import { startFailure } from './start-errors.js';

/**
 * The operator's command line: `npm run vitrine -- VERB` in a checkout (apps/server/dist/cli.js),
 * `bin/vitrine VERB` in a release (deploy/release/vitrine, which prints its own usage). It reads the server's configuration (DATABASE_URL, else DATA_DIR); a failure is one line on
 * stderr and exit 1. One module per group of verbs under cli/.
 */
const usage = `usage: npm run vitrine -- VERB
  migrate                        apply the pending migrations (for MIGRATE_ON_START=false)
  create-admin EMAIL [--name N]  make a platform admin; the password comes from
                                 VITRINE_ADMIN_PASSWORD, else one is generated and printed once
  reset-password EMAIL           print a one-time password reset link for the account (sends no mail)
  shops [--json]                 every shop: address, name, status, products, orders, last activity, owner
  suspend SHOP_URL               take a shop off line: its catalogue and pages answer 404
  unsuspend SHOP_URL             put a suspended shop back on line
  health                         check the database, its schema, the disk and mail`;

type Verb = (config: Config, args: string[]) => Promise<number>;
const done = (work: Promise<void>) => work.then(() => 0);

/** Each verb's module loads only when it runs, so a verb costs only its own imports. */
const verbs: Record<string, Verb> = {
  migrate: async (config) => done((await import('./cli/schema-and-health.js')).migrate(config)),
  'create-admin': async (config, args) => done((await import('./cli/accounts.js')).createAdmin(config, args)),
  'reset-password': async (config, args) => done((await import('./cli/accounts.js')).resetPassword(config, args)),
  shops: async (config, args) => done((await import('./cli/shops.js')).listShops(config, args)),
  suspend: async (config, args) => done((await import('./cli/shops.js')).setStatus(config, args, 'suspended')),
  unsuspend: async (config, args) => done((await import('./cli/shops.js')).setStatus(config, args, 'active')),
  health: async (config) => ((await (await import('./cli/schema-and-health.js')).health(config)) ? 0 : 1),
};

async function main([verb, ...args]: string[]): Promise<number> {
  const run = verb !== undefined && Object.hasOwn(verbs, verb) ? verbs[verb] : undefined;
  if (!run) {
    console.error(usage);
    return verb === undefined || verb === '--help' ? 0 : 1;
  }
  return run(loadConfig({ LOG_LEVEL: 'silent', ...process.env }), args);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CliError || error instanceof ConfigError || error instanceof SchemaMismatch;
    console.error(`vitrine: ${known ? (error as Error).message : startFailure(error, process.env.DATABASE_URL)}`);
    process.exit(1);
  },
);
