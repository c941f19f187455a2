import type { SheetRowResult } from '@vitrine/contracts';
import type { ZipPicture } from './pictures.js';

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

export const PER_VARIANT =
  'A product sold in variants counts stock per variant: leave the product\u2019s own stock_quantity empty.';
