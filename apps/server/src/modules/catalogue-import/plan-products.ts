import { oneLine, pictureKey, pictureName, priceText, stockText, yesNo } from './cell-text.js';
import type { SheetRow } from './parse.js';
import { Categories, changeRecorder, newResult, type PlanContext, type Target } from './plan-context.js';
import { type PictureWant, type ProductFields, type ProductOp, TEXT_LIMITS } from './plan-types.js';
import { RowReader, stockToSet } from './row-reader.js';
import type { ProductNow } from './snapshot.js';

/** What a product row asks for, read and checked. */
interface ProductCells {
  sku: string | undefined;
  name: string | undefined;
  description: string | undefined;
  category: string | undefined;
  price: string | undefined;
  /** The stock cell: on an existing product, only what it sets (nothing when left as exported). */
  stock: number | null | undefined;
  stockSeen: number | null | undefined;
  inStock: boolean | undefined;
  pictures: PictureWant[] | undefined;
}

/**
 * Plans one product row: the product it means (by SKU, else by id, else new), what changes, and
 * the errors. Notes the row's target for the variant rows. `seen`: the existing products already
 * named by an earlier row, with that row's number.
 */
export function planProductRow(
  ctx: PlanContext,
  row: SheetRow,
  seen: Map<number, number>,
): { result: ProductOp['result']; op?: ProductOp } {
  const read = new RowReader(row, ctx.code);
  const sku = read.text('sku', TEXT_LIMITS.sku);
  const name = read.text('name', TEXT_LIMITS.name, { required: true });
  const result = newResult(row, 'product', name ?? '', sku ?? '');
  const existing = findProduct(ctx, read, sku, seen, row.row);
  const cells = readProductCells(ctx, read, sku, name, existing);
  if (read.errors.length) {
    result.status = 'error';
    result.errors = read.errors;
    const target: Target = { error: row.row };
    if (sku) ctx.bySku.set(sku, target);
    ctx.byRow.set(row.row, target);
    return { result };
  }
  const op = existing ? changedProduct(ctx, result, existing, cells) : newProduct(result, cells);
  if (cells.category) ctx.categories.add(cells.category);
  const target: Target = existing ? { id: existing.id, op } : { op };
  if (sku) ctx.bySku.set(sku, target);
  if (existing) ctx.byId.set(existing.id, target);
  ctx.byRow.set(row.row, target);
  return { result, op };
}

/** The existing product a row means, by SKU, else by id; undefined for a new one or an error. */
function findProduct(
  ctx: PlanContext,
  read: RowReader,
  sku: string | undefined,
  seen: Map<number, number>,
  rowNumber: number,
): ProductNow | undefined {
  const idText = read.raw('id') ?? '';
  const idNumber = /^\d{1,10}$/.test(idText) ? Number(idText) : null;
  const byIdProduct = idNumber === null ? undefined : ctx.now.products.get(idNumber);
  if (idText !== '' && !byIdProduct) read.fail('id', 'unknownId', `No product of your shop has the id "${idText}".`);
  const holder = sku ? ctx.now.skus.get(sku) : undefined;
  if (sku && (ctx.skuCount.get(sku) ?? 0) > 1) {
    read.fail('sku', 'duplicateSku', `The SKU "${sku}" is used by more than one row of the file.`);
  }
  let existing: ProductNow | undefined;
  if (holder) {
    if (holder.productVariantId !== null) {
      read.fail('sku', 'skuTaken', `The SKU "${sku}" belongs to a variant of another product.`);
    } else if (byIdProduct && byIdProduct.id !== holder.productId) {
      read.fail('sku', 'skuTaken', `The SKU "${sku}" belongs to another product (id ${holder.productId}).`);
    } else existing = ctx.now.products.get(holder.productId);
  } else existing = byIdProduct;
  if (existing) {
    const earlier = seen.get(existing.id);
    if (earlier !== undefined) {
      read.fail(idText ? 'id' : 'sku', 'duplicateSku', `This product is already on row ${earlier} of the file.`);
    } else seen.set(existing.id, rowNumber);
  }
  return existing;
}

function readProductCells(
  ctx: PlanContext,
  read: RowReader,
  sku: string | undefined,
  name: string | undefined,
  existing: ProductNow | undefined,
): ProductCells {
  const description = read.text('description', TEXT_LIMITS.description, { multiline: true });
  const category = read.text('category', TEXT_LIMITS.category);
  const price = read.price('price', true);
  const stockCell = read.stock();
  const stockSeen = read.stock('stock_at_export');
  const stock = existing ? stockToSet(read, stockCell, stockSeen, existing.stockQuantity) : stockCell;
  const inStock = read.yesNo();
  const pictures = wantedPictures(ctx, read, sku, existing);
  return { sku, name, description, category, price, stock, stockSeen, inStock, pictures };
}

/** Pictures: those named in the cell (kept or from the ZIP), else a ZIP file named after the SKU. */
function wantedPictures(
  ctx: PlanContext,
  read: RowReader,
  sku: string | undefined,
  existing: ProductNow | undefined,
): PictureWant[] | undefined {
  const listed = (read.raw('pictures') ?? '')
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean);
  let wanted: PictureWant[] | undefined;
  if (listed.length > TEXT_LIMITS.pictures) {
    read.fail('pictures', 'tooLong', `${listed.length} pictures; a product shows at most ${TEXT_LIMITS.pictures}.`);
  } else if (listed.length) {
    const current = new Map((existing?.pictures ?? []).map((url) => [pictureKey(url), url]));
    wanted = [];
    for (const name of listed) {
      const kept = current.get(pictureKey(name));
      const fromZip = ctx.pictures?.get(pictureName(name).toLowerCase());
      // A picture the product shows already stays as it is, even if the ZIP has it again.
      if (kept) wanted.push({ kind: 'kept', url: kept, name });
      else if (fromZip) wanted.push({ kind: 'zip', picture: fromZip });
      else {
        read.fail(
          'pictures',
          'pictureMissing',
          ctx.pictures
            ? `The picture "${name}" is not in the ZIP of pictures.`
            : `The picture "${name}" is not one of this product's; send it in a ZIP of pictures.`,
        );
      }
    }
  } else if (sku && ctx.pictures) {
    const bySkuName = [...ctx.pictures.values()].find((p) => p.stem === sku.toLowerCase());
    if (bySkuName) wanted = [{ kind: 'zip', picture: bySkuName }];
  }
  for (const p of wanted ?? []) {
    if (p.kind === 'zip' && p.picture.problem) read.fail('pictures', 'pictureMissing', p.picture.problem);
  }
  return wanted;
}

function newProduct(result: ProductOp['result'], cells: ProductCells): ProductOp {
  const fields: ProductFields = {
    productName: cells.name ?? '',
    description: cells.description ?? '',
    categoryName: cells.category || null,
    mainPrice: cells.price ?? '0.00',
    inStock: cells.inStock ?? true,
    stockQuantity: cells.stock ?? null,
  };
  return { result, id: null, fields, sku: cells.sku || undefined, pictures: cells.pictures };
}

/** What a row changes on an existing product: only the fields whose text differs. */
function changedProduct(ctx: PlanContext, result: ProductOp['result'], p: ProductNow, cells: ProductCells): ProductOp {
  const { code } = ctx;
  const change = changeRecorder(result);
  const fields: ProductFields = {};
  const { sku, name, description, category, price, stock } = cells;
  result.sku = sku ?? p.sku ?? '';
  let skuChange: string | null | undefined;
  if (sku !== undefined && change('sku', p.sku ?? '', sku)) skuChange = sku || null;
  if (name !== undefined && change('name', p.name, name)) fields.productName = name;
  if (description !== undefined && change('description', p.description, description)) fields.description = description;
  const oldCategory = ctx.categories.nameOf(p.categoryId);
  if (category !== undefined && Categories.key(oldCategory) !== Categories.key(category)) {
    change('category', oldCategory, ctx.categories.spelling(category));
    fields.categoryName = category || null;
  }
  if (price !== undefined && change('price', priceText(p.price, code), priceText(price, code))) {
    fields.mainPrice = price;
  }
  if (stock !== undefined && change('stock_quantity', stockText(p.stockQuantity), stockText(stock))) {
    fields.stockQuantity = stock;
  }
  // Where the product counts its stock, in_stock only says whether any is left (as export writes
  // it): the owner's switch is not touched, so a sold-out row read back changes nothing.
  const counted = (stock !== undefined ? stock : p.stockQuantity) !== null;
  if (cells.inStock !== undefined && !counted && change('in_stock', yesNo(p.inStock), yesNo(cells.inStock))) {
    fields.inStock = cells.inStock;
  }
  const picturesChange = picturesChanged(change, p, cells.pictures);
  result.status = result.changes.length ? 'changed' : 'unchanged';
  const op: ProductOp = {
    result,
    id: p.id,
    fields,
    sku: skuChange,
    pictures: picturesChange ? cells.pictures : undefined,
  };
  // Checked again under the row's lock when the commit writes (an order may come in between).
  if (fields.stockQuantity !== undefined && cells.stockSeen !== undefined) op.stockSeen = cells.stockSeen;
  return op;
}

/** The same pictures in the same order, whichever width the sheet names, are no change. */
function picturesChanged(
  change: ReturnType<typeof changeRecorder>,
  p: ProductNow,
  wanted: PictureWant[] | undefined,
): boolean {
  if (wanted === undefined) return false;
  const oldKeys = p.pictures.map(pictureKey).join('|');
  const newKeys = wanted.map((w) => (w.kind === 'kept' ? pictureKey(w.url) : `zip:${w.picture.name}`)).join('|');
  return (
    oldKeys !== newKeys &&
    change(
      'pictures',
      p.pictures.map(pictureName).join('|'),
      wanted.map((w) => (w.kind === 'kept' ? pictureName(w.url) : w.picture.name)).join('|'),
    )
  );
}

/** SKUs that appear more than once in the file (a product's on its row, a variant's in variant_sku). */
export function repeatedSkus(rows: readonly SheetRow[], isVariantRow: (row: SheetRow) => boolean) {
  const count = new Map<string, number>();
  for (const row of rows) {
    const sku = isVariantRow(row) ? row.cells.variant_sku : row.cells.sku;
    if (sku) count.set(oneLine(sku), (count.get(oneLine(sku)) ?? 0) + 1);
  }
  return count;
}
