import type { CategoryUpdate, OwnerCategory } from '@vitrine/contracts';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productCategories, products } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { shopChanged, type Writer } from '../shared/context.js';
import { isUniqueViolation } from '../shared/db-errors.js';

export const CATEGORY_NAME_TAKEN = 'You already have a category with this name.';

/** A name another category of the shop has in any case: refused by the database's unique index, said as a 409 on `name`. */
async function oneNamePerShop<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpFail(409, CATEGORY_NAME_TAKEN, { name: CATEGORY_NAME_TAKEN });
    throw error;
  }
}

async function listWhere(db: Db, shopId: number, categoryId?: number): Promise<OwnerCategory[]> {
  const rows = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      sortOrder: productCategories.sortOrder,
      productCount: count(products.id),
    })
    .from(productCategories)
    .leftJoin(products, eq(products.categoryId, productCategories.id))
    .where(and(eq(productCategories.shopId, shopId), categoryId ? eq(productCategories.id, categoryId) : undefined))
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
  return rows.map((r) => ({ id: r.id, name: r.name, sort_order: r.sortOrder, product_count: r.productCount }));
}

export const listCategories = (db: Db, shopId: number) => listWhere(db, shopId);

async function getCategory(db: Db, shopId: number, id: number): Promise<OwnerCategory> {
  const [row] = await listWhere(db, shopId, id);
  if (!row) throw notFound('No category has this id.');
  return row;
}

/** A new category goes last. */
export async function createCategory(w: Writer, shopId: number, name: string): Promise<OwnerCategory> {
  const { db } = w;
  const [{ last }] = await db
    .select({ last: max(productCategories.sortOrder) })
    .from(productCategories)
    .where(eq(productCategories.shopId, shopId));
  const [row] = await oneNamePerShop(() =>
    db
      .insert(productCategories)
      .values({ shopId, name, sortOrder: (last ?? -1) + 1 })
      .returning({ id: productCategories.id }),
  );
  await shopChanged(w, shopId);
  return getCategory(db, shopId, row.id);
}

export async function updateCategory(
  w: Writer,
  shopId: number,
  id: number,
  patch: CategoryUpdate,
): Promise<OwnerCategory> {
  const { db } = w;
  const set = Object.fromEntries(
    Object.entries({ name: patch.name, sortOrder: patch.sort_order }).filter(([, v]) => v !== undefined),
  );
  const where = and(eq(productCategories.id, id), eq(productCategories.shopId, shopId));
  const updated = Object.keys(set).length
    ? await oneNamePerShop(() =>
        db.update(productCategories).set(set).where(where).returning({ id: productCategories.id }),
      )
    : await db.select({ id: productCategories.id }).from(productCategories).where(where);
  if (updated.length === 0) throw notFound('No category has this id.');
  await shopChanged(w, shopId);
  return getCategory(db, shopId, id);
}

/** Deleting a category leaves its products uncategorised (the foreign key sets null). */
export async function deleteCategory(w: Writer, shopId: number, id: number): Promise<void> {
  const { db } = w;
  const deleted = await db
    .delete(productCategories)
    .where(and(eq(productCategories.id, id), eq(productCategories.shopId, shopId)))
    .returning({ id: productCategories.id });
  if (deleted.length === 0) throw notFound('No category has this id.');
  await shopChanged(w, shopId);
}

/** Sets the order of all the shop's categories at once; the list must name each exactly once. */
export async function reorderCategories(w: Writer, shopId: number, ids: number[]): Promise<OwnerCategory[]> {
  const { db } = w;
  const existing = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.shopId, shopId));
  const mine = new Set(existing.map((r) => r.id));
  if (ids.length !== mine.size || ids.some((id) => !mine.has(id))) {
    throw new HttpFail(422, 'Send every one of your category ids once, in the new order.', {
      ids: 'Send every one of your category ids once.',
    });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(productCategories)
      .set({
        sortOrder: sql`case ${sql.join(
          ids.map((id, i) => sql`when ${productCategories.id} = ${id} then ${i}::int`),
          sql` `,
        )} end`,
      })
      .where(eq(productCategories.shopId, shopId));
  });
  await shopChanged(w, shopId);
  return listCategories(db, shopId);
}
