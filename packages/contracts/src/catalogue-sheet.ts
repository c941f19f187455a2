import { z } from 'zod';
import { success } from './envelope.js';
import { languages } from './languages.js';

/**
 * The catalogue as a spreadsheet: what export writes and import reads, CSV or XLSX, one
 * header row then one row per product and one per variant. A product sold in variants has its own
 * row (variant columns empty) followed by one row per variant, which repeats the product's `id` or
 * `sku` to say whose variant it is. Rows are matched by `sku`, else by `id`, else they are new.
 */
export const sheetColumns = [
  /** The product's id in Vitrine (empty for a new product). */
  'id',
  'sku',
  'name',
  'description',
  /** The category's name; created when the shop has none by that name. */
  'category',
  /** In the shop currency's decimals (12.50 for INR, 1250 for JPY), a dot as the decimal mark. */
  'price',
  'variant_name',
  'variant_sku',
  'variant_price',
  /** Units left, where counted (a variant's on its row); empty: not counted. */
  'stock_quantity',
  /**
   * The `stock_quantity` the export saw (empty: not counted then), for the import to tell an edited
   * stock cell from one left as exported, and a figure that moved since (a sale) from one that did
   * not. Not a field of its own: the import never writes it.
   */
  'stock_at_export',
  /** `yes` or `no` (the owner's switch where stock is not counted). */
  'in_stock',
  /** Picture file names, separated by `|`; looked up in the ZIP sent with the file, never fetched. */
  'pictures',
] as const;
export type SheetColumn = (typeof sheetColumns)[number];

/** The most an import takes, in bytes (the sheet) and rows. */
export const SHEET_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 20_000, maxZipBytes: 50 * 1024 * 1024 } as const;

/** Characters a spreadsheet would run as a formula at the start of a cell (OWASP CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Why a row, a cell or the whole file was refused; the owner's page says it in their language. */
export const sheetProblems = [
  'emptyFile',
  'tooLarge',
  'tooManyRows',
  'badEncoding',
  'notASheet',
  'unknownColumn',
  'missingColumn',
  'required',
  'badNumber',
  'badDecimals',
  'badYesNo',
  'duplicateSku',
  'skuTaken',
  'unknownId',
  'unknownProduct',
  'tooLong',
  'pictureMissing',
  /** The row sets a stock figure, but the item's stock moved since the export (an order took some). */
  'stockChanged',
] as const;
export type SheetProblem = (typeof sheetProblems)[number];

export const sheetError = z.object({
  /** The row as the spreadsheet numbers it (the header is row 1); null for the whole file. */
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  problem: z.enum(sheetProblems),
  /** In English, with the details (the value, the limit); the page words `problem` in the owner's language. */
  message: z.string(),
});
export type SheetError = z.infer<typeof sheetError>;

export const sheetRowResult = z.object({
  row: z.number().int(),
  kind: z.enum(['product', 'variant']),
  status: z.enum(['new', 'changed', 'unchanged', 'error']),
  /** The product (or variant) the row names, as the file has it. */
  name: z.string(),
  sku: z.string(),
  changes: z.array(z.object({ field: z.string(), old: z.string(), new: z.string() })),
  errors: z.array(sheetError),
});
export type SheetRowResult = z.infer<typeof sheetRowResult>;

/** `POST /api/account/products/import` (multipart `file`, optional `pictures` ZIP; `dry_run`, `all_or_nothing`). */
export const importQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  all_or_nothing: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * A commit's plan: the `plan_id` its dry run answered (required to commit). A plan is committed
   * once: committing it again, even at the same moment, answers the first commit's result.
   */
  plan_id: z.string().uuid('Send the plan_id the check of this file answered.').optional(),
});

export const importResponse = success({
  dry_run: z.boolean(),
  /** Whether rows were written (never on a dry run; not when all-or-nothing met an error). */
  applied: z.boolean(),
  summary: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
  /** The checked plan (a dry run's; a commit echoes the one it committed): send it to commit this file. */
  plan_id: z.string().nullable(),
  /** Problems with the file as a whole: always empty here (such a file is refused with 413/422 and `importFailResponse`). */
  file_errors: z.array(sheetError),
  rows: z.array(sheetRowResult),
});
export type ImportResponse = z.infer<typeof importResponse>;

export const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** `GET /api/account/products/import/sample`: a sample file to fill in, its words in `lang`. */
export const importSampleQuery = exportQuery.extend({ lang: z.enum(languages).default('en') });

/**
 * The import's answer when the file as a whole cannot be taken (413 too large, 422 otherwise):
 * the envelope's `fail` with the problems listed as `file_errors`, so the page words each one.
 */
export const importFailResponse = z.object({
  status: z.literal('fail'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  file_errors: z.array(sheetError).optional(),
});
export type ImportFailResponse = z.infer<typeof importFailResponse>;
