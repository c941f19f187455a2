import type { SheetRowResult } from '@vitrine/contracts';
import type { ZipPicture } from './pictures.js';
import type { ProductOp } from './plan-types.js';
import type { CatalogueNow } from './snapshot.js';

/** Where a product row of the file went: an existing product, a new one, or an error. */
export type Target = { id: number; op?: ProductOp } | { op: ProductOp } | { error: number };

/** What planning one row reads and what the product rows leave for the variant rows. */
export interface PlanContext {
  now: CatalogueNow;
  code: string;
  pictures: ReadonlyMap<string, ZipPicture> | null;
  /** SKUs that appear more than once in the file (a product's on its row, a variant's in variant_sku). */
  skuCount: ReadonlyMap<string, number>;
  categories: Categories;
  /** The product rows' targets, by their SKU, by the existing product's id and by row number. */
  bySku: Map<string, Target>;
  byId: Map<number, Target>;
  byRow: Map<number, Target>;
}

/** The shop's categories by id and by name in any case, and those the file adds. */
export class Categories {
  private readonly byId: Map<number, string>;
  private readonly byName: Map<string, string>;

  constructor(categories: readonly { id: number; name: string }[]) {
    this.byId = new Map(categories.map((c) => [c.id, c.name]));
    this.byName = new Map(categories.map((c) => [Categories.key(c.name), c.name]));
  }

  static key(name: string): string {
    return name.toLocaleLowerCase('en');
  }

  nameOf(id: number | null): string {
    return id === null ? '' : (this.byId.get(id) ?? '');
  }

  /** The category's name as the shop spells it, else as the file does. */
  spelling(name: string): string {
    return this.byName.get(Categories.key(name)) ?? name;
  }

  /** Notes a category the file names, so later rows spell it as its first row did. */
  add(name: string): void {
    if (name && !this.byName.has(Categories.key(name))) this.byName.set(Categories.key(name), name);
  }
}

/** Records a field's change on a row's result; true when it changes. */
export const changeRecorder =
  (result: SheetRowResult) =>
  (field: string, old: string, next: string): boolean => {
    if (old !== next) result.changes.push({ field, old, new: next });
    return old !== next;
  };

export const newResult = (
  row: { row: number },
  kind: 'product' | 'variant',
  name: string,
  sku: string,
): SheetRowResult => ({
  row: row.row,
  kind,
  status: 'new',
  name,
  sku,
  changes: [],
  errors: [],
});
