import type { SheetRowResult } from '@vitrine/contracts';
import type { ParsedSheet, SheetRow } from './parse.js';
import type { ZipPicture } from './pictures.js';
import { Categories, type PlanContext } from './plan-context.js';
import { planProductRow, repeatedSkus } from './plan-products.js';
import { type ImportPlan, PER_VARIANT, type ProductOp, type VariantOp } from './plan-types.js';
import { planVariantRow, type VariantTally } from './plan-variants.js';
import type { CatalogueNow } from './snapshot.js';

export { priceText } from './cell-text.js';
export type {
  ImportPlan,
  PictureWant,
  ProductFields,
  ProductOp,
  VariantFields,
  VariantOp,
} from './plan-types.js';
export { TEXT_LIMITS } from './plan-types.js';
export { stockMovedMessage } from './row-reader.js';

const isVariantRow = ({ cells }: SheetRow) => Boolean(cells.variant_name || cells.variant_sku || cells.variant_price);

/**
 * Compares the sheet with the shop's catalogue, row by row: what is new, what changes (each field
 * with its old and new text), what stays, and what is wrong. Nothing is written here; the same plan
 * is what a commit writes. Rows are matched by SKU, else by the product's id, else they are new;
 * a variant is found in its product by its SKU, else by its name. Nothing is ever deleted.
 */
export function planImport(
  sheet: ParsedSheet,
  now: CatalogueNow,
  pictures: ReadonlyMap<string, ZipPicture> | null,
): ImportPlan {
  const ctx: PlanContext = {
    now,
    code: now.currencyCode,
    pictures,
    skuCount: repeatedSkus(sheet.rows, isVariantRow),
    categories: new Categories(now.categories),
    bySku: new Map(),
    byId: new Map(),
    byRow: new Map(),
  };
  const results: SheetRowResult[] = [];
  const productOps: ProductOp[] = [];
  const variantOps: VariantOp[] = [];
  const productRows = sheet.rows.filter((r) => !isVariantRow(r));
  const seen = new Map<number, number>();
  for (const row of productRows) {
    const { result, op } = planProductRow(ctx, row, seen);
    results.push(result);
    if (op) productOps.push(op);
  }
  const productRowNumbers = productRows.map((r) => r.row);
  const tally: VariantTally = new Map();
  for (const row of sheet.rows.filter(isVariantRow)) {
    const { result, op } = planVariantRow(ctx, row, productRowNumbers, tally);
    results.push(result);
    if (op) variantOps.push(op);
  }
  refuseOwnStockBesideVariants(now, productOps, variantOps);
  refuseVariantsOfRefusedProducts(variantOps);
  results.sort((a, b) => a.row - b.row);
  return {
    rows: results,
    products: productOps.filter((o) => o.result.status !== 'error'),
    variants: variantOps.filter((o) => o.result.status !== 'error'),
  };
}

/** A product row that sets its own count while the product is (or becomes) sold in variants. */
function refuseOwnStockBesideVariants(now: CatalogueNow, productOps: ProductOp[], variantOps: VariantOp[]): void {
  const withVariants = new Set<ProductOp | number>();
  for (const v of variantOps) withVariants.add('op' in v.product ? v.product.op : v.product.id);
  for (const op of productOps) {
    const hasVariants =
      withVariants.has(op) ||
      (op.id !== null && (withVariants.has(op.id) || !!now.products.get(op.id)?.variants.length));
    const own = op.fields.stockQuantity;
    if (hasVariants && own !== undefined && own !== null) {
      op.result.status = 'error';
      op.result.changes = [];
      op.result.errors.push({
        row: op.result.row,
        column: 'stock_quantity',
        problem: 'badNumber',
        message: PER_VARIANT,
      });
    }
  }
}

/** Variants of a new product whose row turned out wrong cannot be written either. */
function refuseVariantsOfRefusedProducts(variantOps: VariantOp[]): void {
  for (const v of variantOps) {
    if ('op' in v.product && v.product.op.result.status === 'error' && v.result.status !== 'error') {
      v.result.status = 'error';
      v.result.changes = [];
      v.result.errors.push({
        row: v.result.row,
        column: null,
        problem: 'unknownProduct',
        message: `The variant's product (row ${v.product.op.result.row}) has errors.`,
      });
    }
  }
}

export function summaryOf(rows: SheetRowResult[]) {
  const summary = { new: 0, changed: 0, unchanged: 0, errors: 0 };
  for (const r of rows) {
    if (r.status === 'error') summary.errors++;
    else summary[r.status]++;
  }
  return summary;
}
