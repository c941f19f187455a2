import { eq, sql } from 'drizzle-orm';
import { canonicalPhone } from '../lib/phone.js';
import type { Db } from './client.js';
import { blockedPhones, countries, orders, settings, shops } from './schema.js';

/** The settings row that says the stored phones were rewritten in E.164 (migration 0015). */
const DONE = 'phones_e164';

/** A stored number and what it becomes, in one shop. */
interface Rewrite {
  shop: number;
  from: string;
  to: string;
}

const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '');

/**
 * Rewrites the phones stored before numbers were compared in E.164 (orders' customer phones and
 * blocked phones), once, with the very rule checkout uses (lib/phone.ts), which is why it is code
 * and not SQL. Runs at start-up under the migration lock, after the SQL migrations, in one
 * transaction with the row that marks it done. A number the rule cannot read stays as it was.
 * Blocked phones were kept as digits only ("919000000009"), which cannot be read back without
 * knowing whether a country code was among them: each becomes the E.164 of the shop's orders
 * whose digits it was taken from (a block is always made from an order). Returns the rows changed.
 */
export async function canonicaliseStoredPhones(db: Db): Promise<number> {
  const [done] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DONE));
  if (done) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const stored = await tx
      .selectDistinct({ shop: orders.shopId, phone: orders.customerPhone, iso: countries.isoCode })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(countries, eq(countries.id, shops.shopCountryId));
    const rewrites = stored.flatMap(({ shop, phone, iso }): Rewrite[] => {
      const to = canonicalPhone(phone, iso);
      return to === null || to === phone ? [] : [{ shop, from: phone, to }];
    });
    const changed = await rewriteOrders(tx, rewrites);
    const blocked = await rewriteBlocked(tx, stored, rewrites);
    await tx.insert(settings).values({ key: DONE, value: new Date().toISOString() }).onConflictDoNothing();
    return changed + blocked;
  });
}

async function rewriteOrders(tx: Db, rewrites: Rewrite[]): Promise<number> {
  if (rewrites.length === 0) return 0;
  const result = await tx.execute(sql`
    update orders o set customer_phone = r.to_phone
    from jsonb_to_recordset(${JSON.stringify(rewrites.map((r) => ({ shop: r.shop, from_phone: r.from, to_phone: r.to })))}::jsonb)
         as r(shop int, from_phone text, to_phone text)
    where o.shop_id = r.shop and o.customer_phone = r.from_phone`);
  // node-postgres says rowCount, PGlite affectedRows.
  const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}

/** Each blocked row (digits) becomes the E.164 of the shop's orders with those digits; unmatched rows stay. */
async function rewriteBlocked(tx: Db, stored: { shop: number; phone: string }[], rewrites: Rewrite[]): Promise<number> {
  const blocked = await tx.select({ shop: blockedPhones.shopId, phone: blockedPhones.phone }).from(blockedPhones);
  if (blocked.length === 0) return 0;
  const canonicalOf = new Map(rewrites.map((r) => [`${r.shop}:${r.from}`, r.to]));
  // The E.164 forms of each shop's order phones, by their digits (as blocked rows hold them).
  const byDigits = new Map<string, Set<string>>();
  for (const s of stored) {
    const key = `${s.shop}:${digitsOf(s.phone)}`;
    const forms = byDigits.get(key) ?? new Set<string>();
    forms.add(canonicalOf.get(`${s.shop}:${s.phone}`) ?? s.phone);
    byDigits.set(key, forms);
  }
  let changed = 0;
  for (const row of blocked) {
    const forms = [...(byDigits.get(`${row.shop}:${row.phone}`) ?? [])];
    if (forms.length === 0 || (forms.length === 1 && forms[0] === row.phone)) continue;
    await tx.execute(sql`delete from blocked_phones where shop_id = ${row.shop} and phone = ${row.phone}`);
    await tx
      .insert(blockedPhones)
      .values(forms.map((phone) => ({ shopId: row.shop, phone })))
      .onConflictDoNothing();
    changed++;
  }
  return changed;
}
