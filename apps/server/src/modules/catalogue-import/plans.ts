import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importPlans } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';

/**
 * Checked plans, so that an import is committed once. The dry run records a plan (an id and a
 * fingerprint of the files it read); the commit names it. The first commit of a plan keeps its
 * answer on the plan's row inside the import's transaction; a second commit of the same plan (a
 * double click, a retry after a lost answer, two tabs) is answered that same result rather than a
 * 409: the owner's page then shows what the import did ("32 new"), not an error about a click.
 */

/** How long a check stays committable: an owner who left the page for a day checks again. */
export const PLAN_HOURS = 24;

const planFail = (message: string) => new HttpFail(422, message, { plan_id: message });

/** The fingerprint of what was sent: the sheet, and the ZIP of pictures when there is one. */
export function filesHash(sheet: Buffer, pictures: Buffer | null): string {
  const hash = createHash('sha256').update(sheet);
  if (pictures) hash.update('\u0000pictures\u0000').update(pictures);
  return hash.digest('base64url');
}

/** Records a dry run's plan; its id goes back to the owner's page. Expired plans are swept here. */
export async function recordPlan(db: Db, shopId: number, fileHash: string): Promise<string> {
  const id = randomUUID();
  await db.insert(importPlans).values({ id, shopId, fileHash });
  await db.delete(importPlans).where(lt(importPlans.createdAt, sql`now() - make_interval(hours => ${PLAN_HOURS})`));
  return id;
}

/**
 * The plan a commit names, checked before any work: one of this shop's live plans, made from the
 * same files. Answers the first commit's answer when the plan was committed already, else null.
 */
export async function planToCommit(
  db: Db,
  shopId: number,
  planId: string | undefined,
  fileHash: string,
): Promise<string | null> {
  if (!planId) throw planFail('Check the file first, then import it with the plan_id the check answered.');
  const [plan] = await db
    .select()
    .from(importPlans)
    .where(
      and(
        eq(importPlans.id, planId),
        eq(importPlans.shopId, shopId),
        sql`${importPlans.createdAt} >= now() - make_interval(hours => ${PLAN_HOURS})`,
      ),
    );
  if (!plan) throw planFail('This check is unknown or has expired: check the file again.');
  if (plan.fileHash !== fileHash) throw planFail('This is not the file that was checked: check it again.');
  return plan.answer;
}

/**
 * Inside the commit's transaction: locks the plan's row, so a second commit of the same plan waits
 * here until the first has committed, then gets the first one's answer (null: not committed yet).
 */
export async function claimPlan(tx: Db, planId: string): Promise<string | null> {
  const [plan] = await tx
    .select({ answer: importPlans.answer })
    .from(importPlans)
    .where(eq(importPlans.id, planId))
    .for('update');
  return plan?.answer ?? null;
}

/** Keeps a commit's answer on its plan (in the commit's transaction): the plan is now committed. */
export async function markCommitted(tx: Db, planId: string, answer: string): Promise<void> {
  await tx.update(importPlans).set({ answer, committedAt: new Date() }).where(eq(importPlans.id, planId));
}
