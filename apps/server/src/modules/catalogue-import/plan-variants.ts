import { oneLine, priceText, stockText } from './cell-text.js';
import type { SheetRow } from './parse.js';
import { changeRecorder, newResult, type PlanContext, type Target } from './plan-context.js';
import { PER_VARIANT, type ProductOp, TEXT_LIMITS, type VariantFields, type VariantOp } from './plan-types.js';
import { RowReader, stockToSet } from './row-reader.js';
import type { ProductNow, VariantNow } from './snapshot.js';

/** Per product the file adds variants to: how many new ones, and which existing ones rows named. */
export type VariantTally = Map<ProductNow | ProductOp, { count: number; matched: Set<number> }>;

/** The product a variant row belongs to, as the rows above it left it. */
interface Parent {
  target: Target | undefined;
  existing: ProductNow | undefined;
  op: ProductOp | undefined;
}

/**
 * Plans one variant row: its product (by the SKU or id it repeats, else the nearest product row
 * above), the variant it means (by its SKU, else by its name within the product) and what changes.
 */
export function planVariantRow(
  ctx: PlanContext,
  row: SheetRow,
  productRowNumbers: readonly number[],
  tally: VariantTally,
): { result: VariantOp['result']; op?: VariantOp } {
  const read = new RowReader(row, ctx.code);
  const variantSku = read.text('variant_sku', TEXT_LIMITS.sku);
  const variantName = read.text('variant_name', TEXT_LIMITS.variant_name, { required: true });
  const result = newResult(row, 'variant', variantName ?? '', variantSku ?? '');
  const parent = parentOf(ctx, read, row, productRowNumbers);
  const price = read.price('variant_price', true);
  const stock = read.stock();
  const stockSeen = read.stock('stock_at_export');
  if (variantSku && (ctx.skuCount.get(variantSku) ?? 0) > 1) {
    read.fail('variant_sku', 'duplicateSku', `The SKU "${variantSku}" is used by more than one row of the file.`);
  }
  const variant = findVariant(ctx, read, parent, tally, variantSku, variantName);
  // On an existing variant, what the stock cell sets (nothing when left as exported).
  const stockSet = variant ? stockToSet(read, stock, stockSeen, variant.stockQuantity) : stock;
  if (!variant) checkNewVariant(read, parent, tally);
  const { target } = parent;
  if (read.errors.length || !target || 'error' in target) {
    result.status = 'error';
    result.errors = read.errors;
    return { result };
  }
  const product = parent.existing ? { id: parent.existing.id } : { op: parent.op as ProductOp };
  if (!variant) {
    const fields = { productVariantName: variantName ?? '', price: price ?? '0.00', stockQuantity: stock ?? null };
    return { result, op: { result, product, id: null, fields, sku: variantSku || undefined } };
  }
  const change = changeRecorder(result);
  const fields: VariantFields = {};
  result.sku = variantSku ?? variant.sku ?? '';
  let skuChange: string | null | undefined;
  if (variantSku !== undefined && change('variant_sku', variant.sku ?? '', variantSku)) skuChange = variantSku || null;
  if (variantName !== undefined && change('variant_name', variant.name, variantName)) {
    fields.productVariantName = variantName;
  }
  if (price !== undefined && change('variant_price', priceText(variant.price, ctx.code), priceText(price, ctx.code))) {
    fields.price = price;
  }
  if (stockSet !== undefined && change('stock_quantity', stockText(variant.stockQuantity), stockText(stockSet))) {
    fields.stockQuantity = stockSet;
  }
  result.status = result.changes.length ? 'changed' : 'unchanged';
  const seen = fields.stockQuantity !== undefined && stockSeen !== undefined ? { stockSeen } : {};
  return { result, op: { result, product, id: variant.id, fields, sku: skuChange, ...seen } };
}

function parentOf(ctx: PlanContext, read: RowReader, row: SheetRow, productRowNumbers: readonly number[]): Parent {
  const parentSku = oneLine(read.raw('sku') ?? '');
  const parentId = read.raw('id') ?? '';
  let target: Target | undefined;
  if (parentSku) {
    target = ctx.bySku.get(parentSku);
    const holder = ctx.now.skus.get(parentSku);
    if (!target && holder?.productVariantId === null) target = { id: holder.productId };
  } else if (parentId) {
    const id = /^\d{1,10}$/.test(parentId) ? Number(parentId) : null;
    target = id === null ? undefined : (ctx.byId.get(id) ?? (ctx.now.products.has(id) ? { id } : undefined));
  } else {
    const above = productRowNumbers.filter((n) => n < row.row).pop();
    target = above === undefined ? undefined : ctx.byRow.get(above);
  }
  if (!target) {
    read.fail(
      parentSku ? 'sku' : parentId ? 'id' : null,
      'unknownProduct',
      parentSku || parentId
        ? `No product "${parentSku || parentId}" for this variant: repeat its product's sku or id.`
        : 'This variant has no product row above it.',
    );
  } else if ('error' in target) {
    read.fail(null, 'unknownProduct', `The variant's product (row ${target.error}) has errors.`);
  }
  return {
    target,
    existing: target && 'id' in target ? ctx.now.products.get(target.id) : undefined,
    op: target && 'op' in target ? target.op : undefined,
  };
}

const tallyOf = (tally: VariantTally, key: ProductNow | ProductOp) => {
  const state = tally.get(key) ?? { count: 0, matched: new Set<number>() };
  tally.set(key, state);
  return state;
};

/** The existing variant a row means: by its SKU, else by its name within an existing product. */
function findVariant(
  ctx: PlanContext,
  read: RowReader,
  parent: Parent,
  tally: VariantTally,
  variantSku: string | undefined,
  variantName: string | undefined,
): VariantNow | undefined {
  const product = parent.existing;
  if (!product) {
    if (variantSku && ctx.now.skus.has(variantSku)) {
      read.fail('variant_sku', 'skuTaken', `The SKU "${variantSku}" belongs to another item.`);
    }
    return undefined;
  }
  const state = tallyOf(tally, product);
  const holder = variantSku ? ctx.now.skus.get(variantSku) : undefined;
  let variant: VariantNow | undefined;
  if (holder) {
    variant =
      holder.productVariantId === null ? undefined : product.variants.find((v) => v.id === holder.productVariantId);
    if (!variant) read.fail('variant_sku', 'skuTaken', `The SKU "${variantSku}" belongs to another item.`);
  } else if (variantName) {
    const wantedName = variantName.toLocaleLowerCase('en');
    const named = (v: VariantNow) => v.name.toLocaleLowerCase('en') === wantedName;
    variant = product.variants.find((v) => named(v) && !state.matched.has(v.id));
    if (!variant && product.variants.some(named)) {
      read.fail('variant_name', 'duplicateSku', `The variant "${variantName}" appears twice for this product.`);
    }
  }
  if (variant) {
    if (state.matched.has(variant.id)) {
      read.fail('variant_sku', 'duplicateSku', 'This variant is already on another row of the file.');
    }
    state.matched.add(variant.id);
  }
  return variant;
}

/** A new variant: its product must count stock per variant and have room for one more. */
function checkNewVariant(read: RowReader, parent: Parent, tally: VariantTally): void {
  const key = parent.existing ?? parent.op;
  if (!key) return;
  const ownStock = parent.op?.fields.stockQuantity;
  const productStock = ownStock !== undefined ? ownStock : parent.existing?.stockQuantity;
  if (productStock !== null && productStock !== undefined) read.fail('stock_quantity', 'badNumber', PER_VARIANT);
  const state = tallyOf(tally, key);
  state.count++;
  if ((parent.existing?.variants.length ?? 0) + state.count > TEXT_LIMITS.variants) {
    read.fail('variant_name', 'tooLong', `A product has at most ${TEXT_LIMITS.variants} variants.`);
  }
}
