import { currencyExponent, escapeFormula, type SheetColumn, sheetColumns } from '@vitrine/contracts';
import { and, asc, between, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTurn } from '../../db/in-turn.js';
import { productCategories, productImages, products, productVariants, shops, skus } from '../../db/schema.js';
import { groupBy } from '../shared/group-by.js';
import { toCurrencyMinor } from '../shared/money.js';

/**
 * The catalogue as one sheet (columns in contracts' `sheetColumns`): a row per product,
 * then a row per variant that repeats the product's `id` and `sku`. A cell is text, a whole number
 * (id, stock) or a price; the CSV and XLSX writers decide how each is spelled.
 */
export type SheetCell = string | number | { price: string; decimals: number } | null;
export type SheetRow = Record<SheetColumn, SheetCell>;

export interface CatalogueSheet {
  shopUrl: string;
  currencyCode: string;
  rows: SheetRow[];
}

/** Stored numeric text ("1250.00") in the currency's decimals, a dot as the mark: "1250" for JPY, "12.50" for INR. */
export function priceText(stored: string, currencyCode: string): string {
  const minor = toCurrencyMinor(stored, currencyCode);
  const decimals = currencyExponent(currencyCode);
  if (decimals === 0) return String(minor);
  const unit = 10 ** decimals;
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(decimals, '0')}`;
}

/** The last path segment of a picture's address: `/media/12/mug-640.webp` → `mug-640.webp`. */
export const pictureFile = (url: string) => url.split(/[?#]/)[0].split('/').pop() ?? '';

/** `yes` or `no`: where stock is counted, whether any is left; elsewhere the owner's switch. */
const yesNo = (counted: number | null, ownerSwitch: boolean) =>
  (counted === null ? ownerSwitch : counted > 0) ? 'yes' : 'no';

/** Text cells as a spreadsheet must read them: formula-looking text escaped (OWASP). */
const text = (value: string) => escapeFormula(value);

/**
 * Products read at a time. PGlite runs a query on the event loop, and on PostgreSQL the rows are
 * turned into objects there: a page of products keeps each read short (the export of
 * 5,000 products held the loop for seconds), and the pages are sent to the worker one by one.
 */
export const SHEET_PAGE = 250;

/** The catalogue page by page (products in id order, each followed by its variants). */
export async function* catalogueSheetPages(db: Db, shopId: number): AsyncGenerator<CatalogueSheet> {
  const [shop] = await db
    .select({ url: shops.shopCatalogueUrl, currencyCode: shops.currencyCode })
    .from(shops)
    .where(eq(shops.id, shopId));
  let after = 0;
  for (;;) {
    // The page's last product id, so every query of the page reads the same range.
    const [end] = await inTurn(
      db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.shopId, shopId), gt(products.id, after)))
        .orderBy(asc(products.id))
        .offset(SHEET_PAGE - 1)
        .limit(1),
    );
    // The last page: up to the largest id an integer column holds.
    const upto = end?.id ?? 2_147_483_647;
    yield await sheetPage(db, shopId, shop, between(products.id, after + 1, upto));
    if (!end) return;
    after = upto;
  }
}

/** The whole catalogue as one sheet. */
export async function catalogueSheet(db: Db, shopId: number): Promise<CatalogueSheet> {
  let sheet: CatalogueSheet | null = null;
  for await (const page of catalogueSheetPages(db, shopId)) {
    if (sheet) sheet.rows.push(...page.rows);
    else sheet = page;
  }
  return sheet as CatalogueSheet;
}

async function sheetPage(
  db: Db,
  shopId: number,
  shop: { url: string; currencyCode: string } | undefined,
  range: SQL,
): Promise<CatalogueSheet> {
  // Four queries for a page of products, each in its own turn of the event loop, grouped in memory.
  const rows = await inTurn(
    db
      .select({ product: products, category: productCategories.name })
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.shopId, shopId), range))
      .orderBy(asc(products.id)),
  );
  const variants = await inTurn(
    db
      .select({ variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.shopId, shopId), range))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
  );
  const images = await inTurn(
    db
      .select({ productId: productImages.productId, url: productImages.imageUrl })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(eq(products.shopId, shopId), range))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  );
  const codes = await inTurn(
    db
      .select({ sku: skus.sku, productId: skus.productId, variantId: skus.productVariantId })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.shopId, shopId), range)),
  );
  const currencyCode = shop?.currencyCode ?? 'USD';
  const decimals = currencyExponent(currencyCode);
  const price = (stored: string) => ({ price: priceText(stored, currencyCode), decimals });
  const variantsOf = groupBy(
    variants.map((v) => v.variant),
    (v) => v.productId,
  );
  const imagesOf = groupBy(images, (i) => i.productId);
  const ownSku = new Map<number, string>();
  const variantSku = new Map<number, string>();
  for (const c of codes) {
    if (c.variantId === null) ownSku.set(c.productId, c.sku);
    else variantSku.set(c.variantId, c.sku);
  }

  const sheet: SheetRow[] = [];
  for (const { product: p, category } of rows) {
    const sku = text(ownSku.get(p.id) ?? '');
    const pictures = [p.imageUrl, ...(imagesOf.get(p.id) ?? []).map((i) => i.url)].filter(Boolean).map(pictureFile);
    sheet.push({
      id: p.id,
      sku,
      name: text(p.productName),
      description: text(p.description),
      category: text(category ?? ''),
      price: price(p.mainPrice),
      variant_name: '',
      variant_sku: '',
      variant_price: null,
      stock_quantity: p.stockQuantity,
      stock_at_export: p.stockQuantity,
      in_stock: yesNo(p.stockQuantity, p.inStock),
      pictures: text([...new Set(pictures)].join('|')),
    });
    for (const v of variantsOf.get(p.id) ?? []) {
      sheet.push({
        id: p.id,
        sku,
        name: '',
        description: '',
        category: '',
        price: null,
        variant_name: text(v.productVariantName),
        variant_sku: text(variantSku.get(v.id) ?? ''),
        variant_price: price(v.price),
        stock_quantity: v.stockQuantity,
        stock_at_export: v.stockQuantity,
        in_stock: yesNo(v.stockQuantity, p.inStock),
        pictures: '',
      });
    }
  }
  return { shopUrl: shop?.url ?? 'shop', currencyCode, rows: sheet };
}

/** The sheet's cells as text, in `sheetColumns` order (CSV: a price in its decimals, nothing for empty). */
export const rowTexts = (row: SheetRow): string[] =>
  sheetColumns.map((column) => {
    const cell = row[column];
    if (cell === null) return '';
    if (typeof cell === 'object') return cell.price;
    return String(cell);
  });
