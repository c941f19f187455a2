import type { ImportResponse } from '@vitrine/contracts';
import type { Db } from '../../db/client.js';
import { HttpFail } from '../../http/errors.js';
import { storeImage } from '../images/service.js';
import { type ModuleContext, shopChanged } from '../shared/context.js';
import { applyPlan, holdStock, lockShopImport } from './apply.js';
import { parseSheet, SheetFileError } from './parse.js';
import { readPicturesZip, type ZipPicture } from './pictures.js';
import { type ImportPlan, planImport, summaryOf } from './plan.js';
import { loadCatalogue } from './snapshot.js';

export interface ImportFiles {
  sheet: Buffer;
  /** A ZIP of pictures, when sent. */
  pictures: Buffer | null;
}

export interface ImportOptions {
  dryRun: boolean;
  allOrNothing: boolean;
}

/** A file that cannot be read as a whole: 413 when too large, else 422, with every problem listed. */
export function fileFail(error: SheetFileError): HttpFail {
  const status = error.errors.some((e) => e.problem === 'tooLarge') ? 413 : 422;
  return new HttpFail(status, error.message, { file: error.message }, { file_errors: error.errors });
}

type ImportAnswer = Omit<ImportResponse, 'status'>;

const answer = (plan: ImportPlan, dryRun: boolean, applied: boolean): ImportAnswer => ({
  dry_run: dryRun,
  applied,
  summary: summaryOf(plan.rows),
  file_errors: [],
  rows: plan.rows,
});

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

/**
 * `POST /api/account/products/import`. A dry run compares the file with the catalogue and writes
 * nothing. A commit makes the plan again inside one transaction (the catalogue may have moved since
 * the dry run) and writes every valid row, or nothing at all when all-or-nothing meets an error.
 */
export async function importCatalogue(
  context: ModuleContext,
  shopId: number,
  userId: number,
  files: ImportFiles,
  options: ImportOptions,
): Promise<ImportAnswer> {
  const { db } = context;
  let sheet: Awaited<ReturnType<typeof parseSheet>>;
  let pictures: Map<string, ZipPicture> | null;
  try {
    sheet = await parseSheet(files.sheet);
    pictures = files.pictures ? await readPicturesZip(files.pictures) : null;
  } catch (error) {
    if (error instanceof SheetFileError) throw fileFail(error);
    throw error;
  }

  const first = planImport(sheet, await loadCatalogue(db, shopId), pictures);
  const hasErrors = (plan: ImportPlan) => plan.rows.some((r) => r.status === 'error');
  if (options.dryRun || (options.allOrNothing && hasErrors(first))) return answer(first, options.dryRun, false);

  // Pictures are stored before the transaction (re-encoding takes time); one that no row ends up
  // showing is an unused upload, removed by the media store's pruning like any replaced picture.
  const stored = await storePictures(context, shopId, first);
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockShopImport(t, shopId);
    const now = await loadCatalogue(t, shopId);
    const plan = planImport(sheet, now, pictures);
    // Under the stock's row locks: a row whose figure an order moved since is refused, not written.
    const held = await holdStock(t, plan);
    if (options.allOrNothing && hasErrors(plan)) return { plan, applied: false };
    await applyPlan(t, shopId, userId, plan, now, stored, held);
    return { plan, applied: true };
  });
  const wrote = outcome.plan.rows.some((r) => r.status === 'new' || r.status === 'changed');
  if (outcome.applied && wrote) await shopChanged(context, shopId);
  return answer(outcome.plan, false, outcome.applied);
}
