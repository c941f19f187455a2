import {
  currencyExponent,
  type DiscountCode,
  type DiscountCodeOrder,
  type discountCodeInput,
  minorPerUnit,
  minorToUnits,
  type OrderStatus,
  type PageQuery,
  unitsToMinor,
} from '@vitrine/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { discountCodes, orders, shops } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { moneyNumber } from '../shared/money.js';

/**
 * A shop's discount codes, as its owner manages them. Amounts travel in the shop
 * currency's units and are stored in its minor units; a percentage is stored as it is. Codes are
 * read by checkout in `orders/pricing.ts`, which also counts their uses.
 */

export type DiscountCodeFields = z.output<typeof discountCodeInput>;
type CodeRow = typeof discountCodes.$inferSelect;

/** The largest amount an integer column holds, in minor units. */
const MAX_MINOR = 2_147_483_647;

const missing = () => notFound('No discount code has this id.');
const taken = (code: string) =>
  new HttpFail(409, `This shop already has the code ${code}.`, { code: `This shop already has the code ${code}.` });

async function currencyOf(db: Db, shopId: number): Promise<string> {
  const [row] = await db.select({ currency: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
  if (!row) throw notFound('No shop has this id.');
  return row.currency;
}

function toWire(row: CodeRow, currencyCode: string): DiscountCode {
  const perUnit = minorPerUnit(currencyCode);
  return {
    discount_code_id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? minorToUnits(row.value, perUnit) : row.value,
    min_subtotal: row.minSubtotal === null ? null : minorToUnits(row.minSubtotal, perUnit),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    max_uses_per_phone: row.maxUsesPerPhone,
    active: row.active,
    uses: row.uses,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The stored columns of a code as sent, or 422 naming each amount finer than the currency allows
 * (¥12.5) or too large to keep.
 */
function toColumns(input: DiscountCodeFields, currencyCode: string) {
  const perUnit = minorPerUnit(currencyCode);
  const errors: Record<string, string> = {};
  const minorOf = (field: 'value' | 'min_subtotal', units: number): number => {
    const minor = unitsToMinor(units, perUnit);
    if (Math.abs(units * perUnit - minor) > 1e-6) {
      const exponent = currencyExponent(currencyCode);
      errors[field] =
        exponent === 0
          ? `${currencyCode} amounts have no decimals.`
          : `Use at most ${exponent} decimals for ${currencyCode}.`;
    } else if (minor > MAX_MINOR) errors[field] = 'Use a smaller amount.';
    return minor;
  };
  const value = input.kind === 'amount' ? minorOf('value', input.value) : input.value;
  const minSubtotal = input.min_subtotal === null ? null : minorOf('min_subtotal', input.min_subtotal);
  if (Object.keys(errors).length) throw new HttpFail(422, Object.values(errors)[0], errors);
  return {
    code: input.code,
    kind: input.kind,
    value,
    minSubtotal,
    startsAt: input.starts_at === null ? null : new Date(input.starts_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
    maxUses: input.max_uses,
    maxUsesPerPhone: input.max_uses_per_phone,
    active: input.active,
  };
}

/** The shop's codes, newest first. */
export async function listDiscountCodes(db: Db, shopId: number): Promise<DiscountCode[]> {
  const currencyCode = await currencyOf(db, shopId);
  const rows = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.shopId, shopId))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map((row) => toWire(row, currencyCode));
}

export async function createDiscountCode(db: Db, shopId: number, input: DiscountCodeFields): Promise<DiscountCode> {
  const currencyCode = await currencyOf(db, shopId);
  const columns = toColumns(input, currencyCode);
  try {
    const [row] = await db
      .insert(discountCodes)
      .values({ shopId, ...columns })
      .returning();
    return toWire(row, currencyCode);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(columns.code);
    throw error;
  }
}

/**
 * Replaces a code's settings; its uses stay. A total below the uses already taken is refused
 * (checked in the update itself, so an order taking a use meanwhile cannot slip under it).
 */
export async function updateDiscountCode(
  db: Db,
  shopId: number,
  id: number,
  input: DiscountCodeFields,
): Promise<DiscountCode> {
  const currencyCode = await currencyOf(db, shopId);
  const columns = toColumns(input, currencyCode);
  const mine = and(eq(discountCodes.id, id), eq(discountCodes.shopId, shopId));
  let updated: CodeRow[];
  try {
    updated = await db
      .update(discountCodes)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(mine, columns.maxUses === null ? undefined : sql`${discountCodes.uses} <= ${columns.maxUses}`))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(columns.code);
    throw error;
  }
  if (updated.length) return toWire(updated[0], currencyCode);
  const [existing] = await db.select({ uses: discountCodes.uses }).from(discountCodes).where(mine);
  if (!existing) throw missing();
  const message = `This code has been used ${existing.uses} times already: use ${existing.uses} or more.`;
  throw new HttpFail(422, message, { max_uses: message });
}

/** Deletes a code; its orders keep the code's text (their link to it becomes null). */
export async function deleteDiscountCode(db: Db, shopId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.shopId, shopId)))
    .returning({ id: discountCodes.id });
  if (!deleted.length) throw missing();
}

/** The orders placed with one of the shop's codes, newest first, paged. */
export async function discountCodeOrders(
  db: Db,
  shopId: number,
  id: number,
  query: PageQuery,
): Promise<{ orders: DiscountCodeOrder[]; total: number }> {
  const [code] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.shopId, shopId)));
  if (!code) throw missing();
  const where = and(eq(orders.shopId, shopId), eq(orders.discountCodeId, id));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        orderStatus: orders.orderStatus,
        deliveryType: orders.deliveryType,
        currencyCode: orders.currencyCode,
        subtotal: orders.subtotal,
        discount: orders.discount,
        total: orders.total,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    total,
    orders: rows.map((r) => ({
      order_id: r.id,
      order_number: r.orderNumber,
      created_at: r.createdAt.toISOString(),
      order_status: r.orderStatus as OrderStatus,
      delivery_type: r.deliveryType,
      currency_code: r.currencyCode,
      subtotal: moneyNumber(r.subtotal),
      discount: moneyNumber(r.discount),
      total: moneyNumber(r.total),
    })),
  };
}
