/**
 * The import's heavy part, run in a worker of its own (`lib/heavy-work`), off the event loop that
 * answers shoppers: reading the sheet and the ZIP of pictures within their limits, and comparing
 * the rows with the catalogue.
 * The main thread reads and writes the database; the worker keeps the parsed sheet between calls.
 */
import { type ImportResponse, importResponse, type SheetError, type SheetRowResult } from '@vitrine/contracts';
import { Moved, movable } from '../../lib/heavy-work/serve.js';
import { type ParsedSheet, parseSheet, SheetFileError } from './parse.js';
import { readPicturesZip, type ZipPicture } from './pictures.js';
import { type ImportPlan, planImport, summaryOf } from './plan.js';
import type { CatalogueNow } from './snapshot.js';

let sheet: ParsedSheet | null = null;
let pictures: Map<string, ZipPicture> | null = null;
/** The rows' results of the last plan: the answer is written from them. */
let lastRows: SheetRowResult[] = [];

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const NO_BYTES = Buffer.alloc(0);

export type ReadAnswer =
  | { fileErrors: SheetError[]; status?: 413 | 422 }
  | { fileErrors: null; pictures: ZipPicture[] | null };

export interface PlanRequest {
  catalogue: CatalogueNow;
  /** Pictures found unusable since the ZIP was read (storing failed), by lowercased file name. */
  problems: Record<string, string>;
  /** The whole plan (what to write), not only whether any row is wrong. */
  full: boolean;
}

export const importJob = {
  /** Reads both files. Answers their problems, or the ZIP's pictures (their bytes moved to the main thread). */
  async read(files: { sheet: Uint8Array; pictures: Uint8Array | null }): Promise<Moved<ReadAnswer> | ReadAnswer> {
    try {
      sheet = await parseSheet(asBuffer(files.sheet));
      pictures = files.pictures ? await readPicturesZip(asBuffer(files.pictures)) : null;
    } catch (error) {
      if (error instanceof SheetFileError) return { fileErrors: error.errors, status: error.status };
      throw error;
    }
    if (!pictures) return { fileErrors: null, pictures: null };
    const answer = [...pictures.values()].map((p) => ({ ...p }));
    // The worker plans with names only: the bytes go to the main thread, which stores them.
    for (const p of pictures.values()) p.bytes = NO_BYTES;
    return new Moved({ fileErrors: null, pictures: answer }, movable(answer.map((p) => p.bytes)));
  },

  /**
   * The sheet compared with the catalogue as it is now: whether any row is wrong, and with `full`
   * the plan itself (its pictures carry no bytes).
   */
  plan({ catalogue, problems, full }: PlanRequest): { errors: boolean; plan: ImportPlan | null } {
    if (!sheet) throw new Error('read the files first');
    for (const [key, problem] of Object.entries(problems)) {
      const picture = pictures?.get(key);
      if (picture) picture.problem = problem;
    }
    const plan = planImport(sheet, catalogue, pictures);
    lastRows = plan.rows;
    return { errors: plan.rows.some((r) => r.status === 'error'), plan: full ? plan : null };
  },

  /**
   * The answer to the request, as JSON, from the last plan's rows: 20,000 rows are megabytes of
   * JSON, checked against the contract and written here rather than on the event loop.
   */
  answer({
    dryRun,
    applied,
    refused,
    planId,
  }: {
    dryRun: boolean;
    applied: boolean;
    refused: SheetRowResult[];
    planId: string | null;
  }): string {
    // Rows the commit refused under the stock's locks (an order moved the figure since the plan).
    const byRow = new Map(refused.map((r) => [r.row, r]));
    if (byRow.size > 0) lastRows = lastRows.map((r) => byRow.get(r.row) ?? r);
    const body: ImportResponse = {
      status: 'success',
      dry_run: dryRun,
      applied,
      summary: summaryOf(lastRows),
      plan_id: planId,
      file_errors: [],
      rows: lastRows,
    };
    return JSON.stringify(importResponse.parse(body));
  },
};
