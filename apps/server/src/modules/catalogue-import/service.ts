import type { SheetRowResult } from '@vitrine/contracts';
import type { Db } from '../../db/client.js';
import { HttpFail } from '../../http/errors.js';
import { type HeavyJob, JobFailed, movable, startHeavyJob } from '../../lib/heavy-work/index.js';
import { storeImage } from '../images/service.js';
import { type ModuleContext, shopChanged } from '../shared/context.js';
import { applyPlan, holdStock, lockShopImport } from './apply.js';
import type { importJob } from './job.js';
import { SheetFileError } from './parse.js';
import type { ZipPicture } from './pictures.js';
import type { ImportPlan } from './plan.js';
import { claimPlan, filesHash, markCommitted, planToCommit, recordPlan } from './plans.js';
import { type CatalogueNow, loadCatalogue } from './snapshot.js';

export interface ImportFiles {
  sheet: Buffer;
  /** A ZIP of pictures, when sent. */
  pictures: Buffer | null;
}

export interface ImportOptions {
  dryRun: boolean;
  allOrNothing: boolean;
  /** The dry run's plan a commit carries out (required to commit). */
  planId?: string;
}

/**
 * A file that cannot be read as a whole: 413 when too large, else 422, with every problem listed,
 * under the field at fault (`pictures` for the ZIP, else `file`).
 */
export function fileFail(error: SheetFileError): HttpFail {
  const status = error.status ?? (error.errors.some((e) => e.problem === 'tooLarge') ? 413 : 422);
  const field = error.errors[0]?.column === 'pictures' ? 'pictures' : 'file';
  return new HttpFail(status, error.message, { [field]: error.message }, { file_errors: error.errors });
}

/** The ZIP's pictures the plan's products show, each stored once through the upload pipeline. */
async function storePictures(context: ModuleContext, shopId: number, plan: ImportPlan) {
  const wanted = new Set<ZipPicture>();
  for (const op of plan.products) {
    for (const p of op.pictures ?? []) if (p.kind === 'zip') wanted.add(p.picture);
  }
  const stored = new Map<ZipPicture, string>();
  for (const picture of wanted) {
    try {
      stored.set(picture, (await storeImage(context.media, shopId, picture.bytes)).url);
    } catch (error) {
      if (!(error instanceof HttpFail)) throw error;
      // The rows that show it are refused when the plan is made again.
      picture.problem = `The picture "${picture.name}" could not be stored: ${error.message}`;
    }
  }
  return stored;
}

/** The worker's answer for a file it could not read, or for a worker that gave up (memory, time). */
function readFailure(error: unknown): never {
  if (error instanceof JobFailed && error.reason !== 'crashed') {
    const what = error.reason === 'outOfMemory' ? 'more memory' : 'more time';
    throw fileFail(
      new SheetFileError(
        [
          {
            row: null,
            column: null,
            problem: 'tooLarge',
            message: `Reading this file takes ${what} than an import may use; split it into several files.`,
          },
        ],
        422,
      ),
    );
  }
  throw error;
}

/** The main thread's copy of the ZIP's pictures: the plan's pictures are these, found by name. */
function picturesOf(list: ZipPicture[] | null): Map<string, ZipPicture> | null {
  if (!list) return null;
  return new Map(
    list.map((p) => [
      p.name.toLowerCase(),
      { ...p, bytes: Buffer.from(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength) },
    ]),
  );
}

/** A plan made in the worker, its pictures swapped for the main thread's (which hold the bytes). */
function withPictures(plan: ImportPlan, pictures: Map<string, ZipPicture> | null): ImportPlan {
  for (const op of plan.products) {
    for (const want of op.pictures ?? []) {
      if (want.kind === 'zip') want.picture = pictures?.get(want.picture.name.toLowerCase()) ?? want.picture;
    }
  }
  return plan;
}

const problemsOf = (pictures: Map<string, ZipPicture> | null) =>
  Object.fromEntries([...(pictures ?? [])].flatMap(([key, p]) => (p.problem ? [[key, p.problem]] : [])));

/**
 * `POST /api/account/products/import`. A dry run compares the file with the catalogue and writes
 * nothing. A commit makes the plan again inside one transaction (the catalogue may have moved since
 * the dry run) and writes every valid row, or nothing at all when all-or-nothing meets an error.
 * Reading the files, comparing and writing the answer run in a worker (`lib/heavy-work`); the
 * database stays here. Answers the response's JSON, as the contract's `importResponse`.
 */
export async function importCatalogue(
  context: ModuleContext,
  shopId: number,
  userId: number,
  files: ImportFiles,
  options: ImportOptions,
): Promise<string> {
  // Before the files move to the worker (their bytes are handed over, not copied).
  const fileHash = filesHash(files.sheet, files.pictures);
  if (!options.dryRun) {
    const committed = await planToCommit(context.db, shopId, options.planId, fileHash);
    if (committed !== null) return committed;
  }
  const job = await startHeavyJob<typeof importJob>('catalogue-import');
  try {
    return await importWith(job, context, shopId, userId, files, { ...options, fileHash });
  } finally {
    await job.close();
  }
}

async function importWith(
  job: HeavyJob<typeof importJob>,
  context: ModuleContext,
  shopId: number,
  userId: number,
  files: ImportFiles,
  options: ImportOptions & { fileHash: string },
): Promise<string> {
  const { db } = context;
  const read = await job
    .call('read', { sheet: files.sheet, pictures: files.pictures }, movable([files.sheet, files.pictures]))
    .catch(readFailure);
  if (read.fileErrors) throw fileFail(new SheetFileError(read.fileErrors, read.status));
  const pictures = picturesOf(read.pictures);
  const plan = async (catalogue: CatalogueNow, full: boolean) => {
    const made = await job.call('plan', { catalogue, problems: problemsOf(pictures), full }).catch(readFailure);
    return { errors: made.errors, plan: made.plan ? withPictures(made.plan, pictures) : null };
  };
  // Rows refused under the stock's locks are the only ones the worker's plan does not know of.
  const planId = options.planId ?? null;
  const answer = (dryRun: boolean, applied: boolean, refused: SheetRowResult[] = [], id = planId) =>
    job.call('answer', { dryRun, applied, refused, planId: id });

  const first = await plan(await loadCatalogue(db, shopId), !options.dryRun);
  if (options.dryRun) return answer(true, false, [], await recordPlan(db, shopId, options.fileHash));
  if (!first.plan || (options.allOrNothing && first.errors)) return answer(false, false);

  // Pictures are stored before the transaction (re-encoding takes time); one that no row ends up
  // showing is an unused upload, removed by the media store's pruning like any replaced picture.
  const stored = await storePictures(context, shopId, first.plan);
  type Outcome = { replay: string } | { json: string; wrote?: boolean };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const t = tx as unknown as Db;
    await lockShopImport(t, shopId);
    // A commit of the same plan that got here first: its answer, and nothing written twice.
    const firstAnswer = planId ? await claimPlan(t, planId) : null;
    if (firstAnswer !== null) return { replay: firstAnswer };
    const now = await loadCatalogue(t, shopId);
    const again = await plan(now, true);
    if (!again.plan) return { json: await answer(false, false) };
    // Under the stock's row locks: a row whose figure an order moved since is refused, not written.
    const held = await holdStock(t, again.plan);
    const refused = again.plan.rows.filter((r) => r.errors.some((e) => e.problem === 'stockChanged'));
    if (options.allOrNothing && (again.errors || refused.length > 0)) {
      return { json: await answer(false, false, refused) };
    }
    await applyPlan(t, shopId, userId, again.plan, now, stored, held);
    const json = await answer(false, true, refused);
    if (planId) await markCommitted(t, planId, json);
    const wrote = again.plan.rows.some((r) => r.status === 'new' || r.status === 'changed');
    return { json, wrote };
  });
  if ('replay' in outcome) return outcome.replay;
  if (outcome.wrote) await shopChanged(context, shopId);
  return outcome.json;
}
