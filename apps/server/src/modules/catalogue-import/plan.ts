import {
  currencyExponent,
  MAX_STOCK_QUANTITY,
  type SheetColumn,
  type SheetError,
  type SheetProblem,
  type SheetRowResult,
} from '@vitrine/contracts';
import type { ParsedSheet, SheetRow } from './parse.js';
import type { ZipPicture } from './pictures.js';
import type { CatalogueNow, ProductNow, VariantNow } from './snapshot.js';

/** Lengths the owner's forms allow (contracts' product and category inputs). */
export const TEXT_LIMITS = {
  name: 200,
  description: 5000,
  category: 100,
  variant_name: 100,
  sku: 64,
  pictures: 10,
  variants: 50,
} as const;

/** A picture a product will show: one it shows already, or a file of the ZIP sent with the sheet. */
export type PictureWant = { kind: 'kept'; url: string; name: string } | { kind: 'zip'; picture: ZipPicture };

export interface ProductFields {
  productName?: string;
  description?: string;
  /** A category by name (found case-insensitively, created when missing); null: none. */
  categoryName?: string | null;
  /** Database numeric text. */
  mainPrice?: string;
  inStock?: boolean;
  stockQuantity?: number | null;
}

export interface ProductOp {
  result: SheetRowResult;
  /** The existing product the row changes; null: a new one. */
  id: number | null;
  /** For a new product every field; for an existing one only what changes. */
  fields: ProductFields;
  /** undefined: unchanged; null: removed. */
  sku?: string | null;
  /** The quantity the product must still have when its stock is set (the sheet's `stock_at_export`); undefined: none asked. */
  stockSeen?: number | null;
  pictures?: PictureWant[];
  /** Filled in while writing (a new product's id). */
  writtenId?: number;
}

export interface VariantFields {
  productVariantName?: string;
  price?: string;
  stockQuantity?: number | null;
}

export interface VariantOp {
  result: SheetRowResult;
  /** The product: existing (by id) or a new product's row of the same file. */
  product: { id: number } | { op: ProductOp };
  id: number | null;
  fields: VariantFields;
  sku?: string | null;
  /** As {@link ProductOp.stockSeen}, for the variant. */
  stockSeen?: number | null;
}

export interface ImportPlan {
  rows: SheetRowResult[];
  products: ProductOp[];
  variants: VariantOp[];
}

const PER_VARIANT =
  'A product sold in variants counts stock per variant: leave the product\u2019s own stock_quantity empty.';

/** The one-line text of a cell: line breaks and other control characters become spaces. */
const oneLine = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Text of several lines: CR LF and CR become LF; control characters other than tab and line break go. */
const severalLines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g, '')
    .trim();

/** Database numeric text ("1250.00") as the sheet writes it in the shop's currency: 1250.00 INR, 1250 JPY. */
export function priceText(stored: string, currencyCode: string): string {
  const [whole, fraction = ''] = stored.split('.');
  const digits = currencyExponent(currencyCode);
  return digits === 0 ? String(BigInt(whole)) : `${BigInt(whole)}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

const pictureName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/**
 * Which picture a name means: an upload is stored at several widths (`abc-320.webp`, `abc-640.webp`),
 * and a sheet may name any of them (the shop's data ZIP has them all), so its upload name decides.
 */
const pictureKey = (name: string) => {
  const base = pictureName(name).toLowerCase();
  const upload = /^([a-z0-9_-]+)-\d{1,5}\.webp$/.exec(base);
  return upload ? `upload:${upload[1]}` : base;
};
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const stockText = (value: number | null) => (value === null ? '' : String(value));
const stockWords = (value: number | null) => (value === null ? 'not counted' : String(value));

/** Why a row's stock figure is refused: the item's stock moved since the export the sheet came from. */
export const stockMovedMessage = (now: number | null, seen: number | null, asked: number | null) =>
  `The stock changed since your export (an order or another edit): ${stockWords(now)} now, ` +
  `${stockWords(seen)} in stock_at_export. Export again and redo your change, or put ` +
  `${now === null ? 'nothing' : now} in stock_at_export to set ${stockWords(asked)} anyway.`;

/**
 * What a row's stock cell sets on an item that exists, judged against what the export saw (the
 * `stock_at_export` cell), so that re-importing an older export never undoes a sale made since:
 * - no such column (a sheet made by hand): the cell is the figure to set, as a stocktake;
 * - the cell as exported: the owner did not touch it, nothing is set, whatever the stock is now;
 * - an edited cell: set when the item still has the exported figure (or already the new one);
 *   otherwise the row is refused (`stockChanged`): a new count and a delivery received read alike,
 *   so the figure is not guessed.
 * undefined: the row sets no stock.
 */
function stockToSet(
  read: RowReader,
  cell: number | null | undefined,
  seen: number | null | undefined,
  now: number | null,
): number | null | undefined {
  if (cell === undefined || seen === undefined) return cell;
  if (cell === seen || cell === now) return undefined;
  if (now !== seen) {
    read.fail('stock_quantity', 'stockChanged', stockMovedMessage(now, seen, cell));
    return undefined;
  }
  return cell;
}

const YES = new Set(['yes', 'y', 'true', '1', 'ja', 'oui', 'sim']);
const NO = new Set(['no', 'n', 'false', '0', 'nein', 'non', 'não', 'nao']);

type Cells = SheetRow['cells'];

/** Reads and checks the cells of one row, collecting its errors. */
class RowReader {
  readonly errors: SheetError[] = [];
  constructor(
    private readonly row: SheetRow,
    private readonly currencyCode: string,
  ) {}

  fail(column: SheetColumn | null, problem: SheetProblem, message: string) {
    this.errors.push({ row: this.row.row, column, problem, message });
  }

  /** The cell's text; undefined when the file has no such column. */
  raw(column: SheetColumn): string | undefined {
    return this.row.cells[column];
  }

  text(column: SheetColumn, max: number, { required = false, multiline = false } = {}): string | undefined {
    const raw = this.raw(column);
    if (raw === undefined) return undefined;
    const value = multiline ? severalLines(raw) : oneLine(raw);
    if (required && value === '') this.fail(column, 'required', `Fill in ${column}.`);
    else if (value.length > max)
      this.fail(column, 'tooLong', `${column} has ${value.length} characters; at most ${max}.`);
    return value;
  }

  /** A price cell as database numeric text; undefined when absent or wrong (the error is noted). */
  price(column: 'price' | 'variant_price', required: boolean): string | undefined {
    const raw = this.raw(column);
    if (raw === undefined || raw === '') {
      if (required) this.fail(column, 'required', `Fill in ${column}.`);
      return undefined;
    }
    const match = /^(\d{1,10})(?:\.(\d+))?$/.exec(raw);
    if (!match) {
      const hint = /^\d+,\d+$/.test(raw) ? ' Use a dot as the decimal mark (12.50).' : '';
      this.fail(column, 'badNumber', `"${raw}" is not a price.${hint}`);
      return undefined;
    }
    const fraction = (match[2] ?? '').replace(/0+$/, '');
    const digits = currencyExponent(this.currencyCode);
    if (fraction.length > digits) {
      this.fail(
        column,
        'badDecimals',
        `"${raw}": ${this.currencyCode} prices have ${digits === 0 ? 'no decimals' : `at most ${digits} decimals`}.`,
      );
      return undefined;
    }
    return `${BigInt(match[1])}.${fraction.padEnd(2, '0')}`;
  }

  /**
   * A quantity (`stock_quantity`, or `stock_at_export` the figure export saw): empty is "not
   * counted" (null); undefined when the column is absent or the cell wrong.
   */
  stock(column: 'stock_quantity' | 'stock_at_export' = 'stock_quantity'): number | null | undefined {
    const raw = this.raw(column);
    if (raw === undefined) return undefined;
    if (raw === '') return null;
    if (!/^\d{1,7}$/.test(raw) || Number(raw) > MAX_STOCK_QUANTITY) {
      this.fail(column, 'badNumber', `"${raw}" is not a number of units from 0 to ${MAX_STOCK_QUANTITY}.`);
      return undefined;
    }
    return Number(raw);
  }

  yesNo(): boolean | undefined {
    const raw = this.raw('in_stock');
    if (raw === undefined || raw === '') return undefined;
    const key = raw.toLowerCase();
    if (YES.has(key)) return true;
    if (NO.has(key)) return false;
    this.fail('in_stock', 'badYesNo', `"${raw}" is neither yes nor no.`);
    return undefined;
  }
}

const isVariantRow = (cells: Cells) => Boolean(cells.variant_name || cells.variant_sku || cells.variant_price);

const newResult = (row: SheetRow, kind: 'product' | 'variant', name: string, sku: string): SheetRowResult => ({
  row: row.row,
  kind,
  status: 'new',
  name,
  sku,
  changes: [],
  errors: [],
});

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
  const code = now.currencyCode;
  const categoryById = new Map(now.categories.map((c) => [c.id, c.name]));
  const categoryKey = (name: string) => name.toLocaleLowerCase('en');
  const categoryByName = new Map(now.categories.map((c) => [categoryKey(c.name), c.name]));
  const results: SheetRowResult[] = [];
  const productOps: ProductOp[] = [];
  const variantOps: VariantOp[] = [];

  // SKUs that appear more than once in the file (a product's on its row, a variant's in variant_sku).
  const skuCount = new Map<string, number>();
  for (const { cells } of sheet.rows) {
    const sku = isVariantRow(cells) ? cells.variant_sku : cells.sku;
    if (sku) skuCount.set(oneLine(sku), (skuCount.get(oneLine(sku)) ?? 0) + 1);
  }

  /** Where a product row of the file went: an existing product, a new one, or an error. */
  type Target = { id: number; op?: ProductOp } | { op: ProductOp } | { error: number };
  const bySku = new Map<string, Target>();
  const byId = new Map<number, Target>();
  const productRowOf = new Map<number, Target>();
  const seenProduct = new Map<number, number>();
  const productRows = sheet.rows.filter((r) => !isVariantRow(r.cells));
  const variantRows = sheet.rows.filter((r) => isVariantRow(r.cells));

  for (const row of productRows) {
    const read = new RowReader(row, code);
    const sku = read.text('sku', TEXT_LIMITS.sku);
    const name = read.text('name', TEXT_LIMITS.name, { required: true });
    const result = newResult(row, 'product', name ?? '', sku ?? '');
    results.push(result);

    // Which product: by SKU, else by id, else new.
    let existing: ProductNow | undefined;
    const idText = read.raw('id') ?? '';
    const idNumber = /^\d{1,10}$/.test(idText) ? Number(idText) : null;
    const byIdProduct = idNumber === null ? undefined : now.products.get(idNumber);
    if (idText !== '' && !byIdProduct) read.fail('id', 'unknownId', `No product of your shop has the id "${idText}".`);
    const holder = sku ? now.skus.get(sku) : undefined;
    if (sku && (skuCount.get(sku) ?? 0) > 1) {
      read.fail('sku', 'duplicateSku', `The SKU "${sku}" is used by more than one row of the file.`);
    }
    if (holder) {
      if (holder.productVariantId !== null) {
        read.fail('sku', 'skuTaken', `The SKU "${sku}" belongs to a variant of another product.`);
      } else if (byIdProduct && byIdProduct.id !== holder.productId) {
        read.fail('sku', 'skuTaken', `The SKU "${sku}" belongs to another product (id ${holder.productId}).`);
      } else existing = now.products.get(holder.productId);
    } else existing = byIdProduct;
    if (existing) {
      const earlier = seenProduct.get(existing.id);
      if (earlier !== undefined) {
        read.fail(idText ? 'id' : 'sku', 'duplicateSku', `This product is already on row ${earlier} of the file.`);
      } else seenProduct.set(existing.id, row.row);
    }

    const description = read.text('description', TEXT_LIMITS.description, { multiline: true });
    const category = read.text('category', TEXT_LIMITS.category);
    const price = read.price('price', true);
    const stock = read.stock();
    const stockSeen = read.stock('stock_at_export');
    // On an existing product, what the stock cell sets (nothing when left as exported).
    const stockSet = existing ? stockToSet(read, stock, stockSeen, existing.stockQuantity) : stock;
    const inStock = read.yesNo();

    // Pictures: those named in the cell (kept or from the ZIP), else a ZIP file named after the SKU.
    let wanted: PictureWant[] | undefined;
    const listed = (read.raw('pictures') ?? '')
      .split('|')
      .map((n) => n.trim())
      .filter(Boolean);
    if (listed.length > TEXT_LIMITS.pictures) {
      read.fail('pictures', 'tooLong', `${listed.length} pictures; a product shows at most ${TEXT_LIMITS.pictures}.`);
    } else if (listed.length) {
      const current = new Map((existing?.pictures ?? []).map((url) => [pictureKey(url), url]));
      wanted = [];
      for (const name of listed) {
        const key = pictureName(name).toLowerCase();
        const kept = current.get(pictureKey(name));
        const fromZip = pictures?.get(key);
        // A picture the product shows already stays as it is, even if the ZIP has it again.
        if (kept) wanted.push({ kind: 'kept', url: kept, name });
        else if (fromZip) wanted.push({ kind: 'zip', picture: fromZip });
        else {
          read.fail(
            'pictures',
            'pictureMissing',
            pictures
              ? `The picture "${name}" is not in the ZIP of pictures.`
              : `The picture "${name}" is not one of this product's; send it in a ZIP of pictures.`,
          );
        }
      }
    } else if (sku && pictures) {
      const bySkuName = [...pictures.values()].find((p) => p.stem === sku.toLowerCase());
      if (bySkuName) wanted = [{ kind: 'zip', picture: bySkuName }];
    }
    for (const p of wanted ?? []) {
      if (p.kind === 'zip' && p.picture.problem) read.fail('pictures', 'pictureMissing', p.picture.problem);
    }

    if (read.errors.length) {
      result.status = 'error';
      result.errors = read.errors;
      const target: Target = { error: row.row };
      if (sku) bySku.set(sku, target);
      productRowOf.set(row.row, target);
      continue;
    }

    const fields: ProductFields = {};
    const change = (field: string, old: string, next: string) => {
      if (old !== next) result.changes.push({ field, old, new: next });
      return old !== next;
    };
    let op: ProductOp;
    if (existing) {
      const p = existing;
      result.sku = sku ?? p.sku ?? '';
      let skuChange: string | null | undefined;
      if (sku !== undefined && change('sku', p.sku ?? '', sku)) skuChange = sku || null;
      if (name !== undefined && change('name', p.name, name)) fields.productName = name;
      if (description !== undefined && change('description', p.description, description)) {
        fields.description = description;
      }
      if (category !== undefined) {
        const old = p.categoryId === null ? '' : (categoryById.get(p.categoryId) ?? '');
        const same = categoryKey(old) === categoryKey(category);
        if (!same) {
          change('category', old, categoryByName.get(categoryKey(category)) ?? category);
          fields.categoryName = category || null;
        }
      }
      if (price !== undefined && change('price', priceText(p.price, code), priceText(price, code))) {
        fields.mainPrice = price;
      }
      if (stockSet !== undefined && change('stock_quantity', stockText(p.stockQuantity), stockText(stockSet))) {
        fields.stockQuantity = stockSet;
      }
      // Where the product counts its stock, in_stock only says whether any is left (as export writes
      // it): the owner's switch is not touched, so a sold-out row read back changes nothing.
      const counted = (stockSet !== undefined ? stockSet : p.stockQuantity) !== null;
      if (inStock !== undefined && !counted && change('in_stock', yesNo(p.inStock), yesNo(inStock))) {
        fields.inStock = inStock;
      }
      // The same pictures in the same order, whichever width the sheet names, are no change.
      const oldKeys = p.pictures.map(pictureKey).join('|');
      const newKeys = wanted?.map((w) => (w.kind === 'kept' ? pictureKey(w.url) : `zip:${w.picture.name}`)).join('|');
      const picturesChange =
        wanted !== undefined &&
        oldKeys !== newKeys &&
        change(
          'pictures',
          p.pictures.map(pictureName).join('|'),
          wanted.map((w) => (w.kind === 'kept' ? pictureName(w.url) : w.picture.name)).join('|'),
        );
      result.status = result.changes.length ? 'changed' : 'unchanged';
      op = { result, id: p.id, fields, sku: skuChange, pictures: picturesChange ? wanted : undefined };
      // Checked again under the row's lock when the commit writes (an order may come in between).
      if (fields.stockQuantity !== undefined && stockSeen !== undefined) op.stockSeen = stockSeen;
    } else {
      fields.productName = name ?? '';
      fields.description = description ?? '';
      fields.categoryName = category || null;
      fields.mainPrice = price ?? '0.00';
      fields.inStock = inStock ?? true;
      fields.stockQuantity = stock ?? null;
      op = { result, id: null, fields, sku: sku || undefined, pictures: wanted };
    }
    if (category && !categoryByName.has(categoryKey(category))) categoryByName.set(categoryKey(category), category);
    productOps.push(op);
    const target: Target = existing ? { id: existing.id, op } : { op };
    if (sku) bySku.set(sku, target);
    if (existing) byId.set(existing.id, target);
    productRowOf.set(row.row, target);
  }

  // Variant rows: their product by the SKU or id they repeat, else the nearest product row above.
  const addedTo = new Map<ProductNow | ProductOp, { count: number; matched: Set<number> }>();
  const productRowNumbers = productRows.map((r) => r.row);
  for (const row of variantRows) {
    const read = new RowReader(row, code);
    const variantSku = read.text('variant_sku', TEXT_LIMITS.sku);
    const variantName = read.text('variant_name', TEXT_LIMITS.variant_name, { required: true });
    const result = newResult(row, 'variant', variantName ?? '', variantSku ?? '');
    results.push(result);

    const parentSku = oneLine(read.raw('sku') ?? '');
    const parentId = read.raw('id') ?? '';
    let target: Target | undefined;
    if (parentSku) {
      target = bySku.get(parentSku);
      const holder = now.skus.get(parentSku);
      if (!target && holder?.productVariantId === null) target = { id: holder.productId };
    } else if (parentId) {
      const id = /^\d{1,10}$/.test(parentId) ? Number(parentId) : null;
      target = id === null ? undefined : (byId.get(id) ?? (now.products.has(id) ? { id } : undefined));
    } else {
      const above = productRowNumbers.filter((n) => n < row.row).pop();
      target = above === undefined ? undefined : productRowOf.get(above);
    }
    const existingProduct = target && 'id' in target ? now.products.get(target.id) : undefined;
    const parentOp = target && 'op' in target ? target.op : undefined;
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

    const price = read.price('variant_price', true);
    const stock = read.stock();
    const stockSeen = read.stock('stock_at_export');
    if (variantSku && (skuCount.get(variantSku) ?? 0) > 1) {
      read.fail('variant_sku', 'duplicateSku', `The SKU "${variantSku}" is used by more than one row of the file.`);
    }

    // Which variant: by its SKU, else by its name within the product.
    let variant: VariantNow | undefined;
    const key = existingProduct ?? parentOp;
    if (key && existingProduct) {
      const holder = variantSku ? now.skus.get(variantSku) : undefined;
      const state = addedTo.get(key) ?? { count: 0, matched: new Set<number>() };
      addedTo.set(key, state);
      if (holder) {
        variant =
          holder.productVariantId === null
            ? undefined
            : existingProduct.variants.find((v) => v.id === holder.productVariantId);
        if (!variant) read.fail('variant_sku', 'skuTaken', `The SKU "${variantSku}" belongs to another item.`);
      } else if (variantName) {
        const wantedName = variantName.toLocaleLowerCase('en');
        variant = existingProduct.variants.find(
          (v) => v.name.toLocaleLowerCase('en') === wantedName && !state.matched.has(v.id),
        );
        if (!variant && existingProduct.variants.some((v) => v.name.toLocaleLowerCase('en') === wantedName)) {
          read.fail('variant_name', 'duplicateSku', `The variant "${variantName}" appears twice for this product.`);
        }
      }
      if (variant) {
        if (state.matched.has(variant.id)) {
          read.fail('variant_sku', 'duplicateSku', 'This variant is already on another row of the file.');
        }
        state.matched.add(variant.id);
      }
    } else if (variantSku && now.skus.has(variantSku)) {
      read.fail('variant_sku', 'skuTaken', `The SKU "${variantSku}" belongs to another item.`);
    }
    // On an existing variant, what the stock cell sets (nothing when left as exported).
    const stockSet = variant ? stockToSet(read, stock, stockSeen, variant.stockQuantity) : stock;

    // A product sold in variants has no count of its own.
    const ownStock = parentOp?.fields.stockQuantity !== undefined ? parentOp.fields.stockQuantity : undefined;
    const productStock = ownStock !== undefined ? ownStock : existingProduct?.stockQuantity;
    if (!variant && key && productStock !== null && productStock !== undefined) {
      read.fail('stock_quantity', 'badNumber', PER_VARIANT);
    }
    if (!variant && key) {
      const state = addedTo.get(key) ?? { count: 0, matched: new Set<number>() };
      addedTo.set(key, state);
      state.count++;
      if ((existingProduct?.variants.length ?? 0) + state.count > TEXT_LIMITS.variants) {
        read.fail('variant_name', 'tooLong', `A product has at most ${TEXT_LIMITS.variants} variants.`);
      }
    }

    if (read.errors.length || !target || 'error' in target) {
      result.status = 'error';
      result.errors = read.errors;
      continue;
    }
    const product = existingProduct ? { id: existingProduct.id } : { op: parentOp as ProductOp };
    if (variant) {
      const v = variant;
      const fields: VariantFields = {};
      const change = (field: string, old: string, next: string) => {
        if (old !== next) result.changes.push({ field, old, new: next });
        return old !== next;
      };
      result.sku = variantSku ?? v.sku ?? '';
      let skuChange: string | null | undefined;
      if (variantSku !== undefined && change('variant_sku', v.sku ?? '', variantSku)) skuChange = variantSku || null;
      if (variantName !== undefined && change('variant_name', v.name, variantName)) {
        fields.productVariantName = variantName;
      }
      if (price !== undefined && change('variant_price', priceText(v.price, code), priceText(price, code))) {
        fields.price = price;
      }
      if (stockSet !== undefined && change('stock_quantity', stockText(v.stockQuantity), stockText(stockSet))) {
        fields.stockQuantity = stockSet;
      }
      result.status = result.changes.length ? 'changed' : 'unchanged';
      const seen = fields.stockQuantity !== undefined && stockSeen !== undefined ? { stockSeen } : {};
      variantOps.push({ result, product, id: v.id, fields, sku: skuChange, ...seen });
    } else {
      variantOps.push({
        result,
        product,
        id: null,
        fields: { productVariantName: variantName ?? '', price: price ?? '0.00', stockQuantity: stock ?? null },
        sku: variantSku || undefined,
      });
    }
  }

  // A product row that sets its own count while the product is (or becomes) sold in variants.
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
  // Variants of a new product whose row turned out wrong cannot be written either.
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

  results.sort((a, b) => a.row - b.row);
  return {
    rows: results,
    products: productOps.filter((o) => o.result.status !== 'error'),
    variants: variantOps.filter((o) => o.result.status !== 'error'),
  };
}

export function summaryOf(rows: SheetRowResult[]) {
  const summary = { new: 0, changed: 0, unchanged: 0, errors: 0 };
  for (const r of rows) {
    if (r.status === 'error') summary.errors++;
    else summary[r.status]++;
  }
  return summary;
}
