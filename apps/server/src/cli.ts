import { createAdmin, resetPassword } from './cli/accounts.js';
import { health, migrate } from './cli/schema-and-health.js';
import { CliError } from './cli/shared.js';
import { listShops, setStatus } from './cli/shops.js';
import { ConfigError, loadConfig } from './config.js';
import { SchemaMismatch } from './db/migrations.js';
import { startFailure } from './start-errors.js';

/**
 * The operator's command line: `npm run vitrine -- VERB` in a checkout (apps/server/dist/cli.js).
 * It reads the server's configuration (DATABASE_URL, else DATA_DIR); a failure is one line on
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

async function main([verb, ...args]: string[]): Promise<number> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  switch (verb) {
    case 'migrate':
      await migrate(config);
      return 0;
    case 'create-admin':
      await createAdmin(config, args);
      return 0;
    case 'reset-password':
      await resetPassword(config, args);
      return 0;
    case 'shops':
      await listShops(config, args);
      return 0;
    case 'suspend':
    case 'unsuspend':
      await setStatus(config, args, verb === 'suspend' ? 'suspended' : 'active');
      return 0;
    case 'health':
      return (await health(config)) ? 0 : 1;
    default:
      console.error(usage);
      return verb === undefined || verb === '--help' ? 0 : 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CliError || error instanceof ConfigError || error instanceof SchemaMismatch;
    console.error(`vitrine: ${known ? (error as Error).message : startFailure(error, process.env.DATABASE_URL)}`);
    process.exit(1);
  },
);
