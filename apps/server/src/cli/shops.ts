import type { ShopStatus } from '@vitrine/contracts';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { type ChangeEvents, LocalChangeEvents } from '../events/changes.js';
import { PostgresChangeEvents } from '../events/postgres.js';
import { setShopStatus } from '../modules/admin/service.js';
import { type ShopOverview, shopIdAt, shopOverview } from '../modules/admin/shop-overview.js';
import { CliError, requireMigrated, say, withDatabase } from './shared.js';

const columns: [string, (s: ShopOverview) => string][] = [
  ['URL', (s) => s.shop_catalogue_url],
  ['NAME', (s) => s.shop_name],
  ['STATUS', (s) => s.status],
  ['PRODUCTS', (s) => String(s.products)],
  ['ORDERS', (s) => String(s.orders)],
  ['LAST ACTIVITY', (s) => (s.last_activity ? `${s.last_activity.slice(0, 16).replace('T', ' ')} UTC` : '-')],
  ['OWNER', (s) => s.owner_email],
];

/** Aligned columns, two spaces apart, the header first. */
export function shopTable(list: ShopOverview[]): string[] {
  const cells = [columns.map(([title]) => title), ...list.map((shop) => columns.map(([, cell]) => cell(shop)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  return cells.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

/** `shops [--json]`: every shop with its counts, last activity and owner. */
export async function listShops(config: Config, args: string[]): Promise<void> {
  const list = await withDatabase(config, async (database) => {
    await requireMigrated(database);
    return shopOverview(database.db);
  });
  if (args.includes('--json')) say(JSON.stringify(list, null, 2));
  else for (const line of shopTable(list)) say(line);
}

/**
 * The change events the running servers hear. On PostgreSQL the change is NOTIFYed, so every
 * instance drops the shop from its cache at once, as after the admin's web action; on the
 * embedded database no server runs meanwhile (withDatabase refused), so no cache holds it.
 */
async function announcer(database: Database): Promise<ChangeEvents> {
  if (database.kind !== 'postgres' || !database.url) return new LocalChangeEvents();
  return PostgresChangeEvents.start(database.url, database.db, {
    warn: (_details, message) => console.error(`vitrine: ${message}`),
  });
}

/** `suspend SHOP_URL` / `unsuspend SHOP_URL`: the platform admin's suspend, from the command line. */
export async function setStatus(config: Config, args: string[], status: ShopStatus): Promise<void> {
  const url = args[0];
  if (!url) throw new CliError('SHOP_URL: give the catalogue address of the shop, e.g. corner-bakery');
  await withDatabase(config, async (database) => {
    await requireMigrated(database);
    const shopId = await shopIdAt(database.db, url);
    if (shopId === undefined) throw new CliError(`no shop has the catalogue address ${url}`);
    const events = await announcer(database);
    try {
      await setShopStatus({ db: database.db, events }, shopId, status);
    } finally {
      await events.close();
    }
  });
  say(
    status === 'suspended'
      ? `Suspended ${url}: its catalogue and pages answer 404 until \`npm run vitrine -- unsuspend ${url}\`.`
      : `Reactivated ${url}: its catalogue and pages are public again.`,
  );
}
