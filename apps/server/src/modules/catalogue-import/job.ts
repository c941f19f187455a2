/**
 * The import's heavy part, run in a worker of its own (`lib/heavy-work`, issue 64): reading the
 * sheet and the ZIP of pictures within their limits, and comparing the rows with the catalogue.
 * The main thread reads and writes the database; the worker keeps the parsed sheet between calls.
 */
import type { SheetError } from '@vitrine/contracts';
import { Moved, movable } from '../../lib/heavy-work/serve.js';
import { type ParsedSheet, parseSheet, SheetFileError } from './parse.js';
import { readPicturesZip, type ZipPicture } from './pictures.js';
import { type ImportPlan, planImport } from './plan.js';
import type { CatalogueNow } from './snapshot.js';

let sheet: ParsedSheet | null = null;
let pictures: Map<string, ZipPicture> | null = null;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const NO_BYTES = Buffer.alloc(0);

export type ReadAnswer =
  | { fileErrors: SheetError[]; status?: 413 | 422 }
  | { fileErrors: null; pictures: ZipPicture[] | null };

export interface PlanRequest {
  catalogue: CatalogueNow;
  /** Pictures found unusable since the ZIP was read (storing failed), by lowercased file name. */
  problems: Record<string, string>;
  /** Only the rows' results (a dry run's answer), not what to write. */
  rowsOnly: boolean;
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

  /** The sheet compared with the catalogue as it is now (the plan's pictures carry no bytes). */
  plan({ catalogue, problems, rowsOnly }: PlanRequest): ImportPlan {
    if (!sheet) throw new Error('read the files first');
    for (const [key, problem] of Object.entries(problems)) {
      const picture = pictures?.get(key);
      if (picture) picture.problem = problem;
    }
    const plan = planImport(sheet, catalogue, pictures);
    return rowsOnly ? { rows: plan.rows, products: [], variants: [] } : plan;
  },
};
