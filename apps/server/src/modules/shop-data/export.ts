import { and, asc, desc, eq, inArray, notLike } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client.js';
import { media, orderItems, orders, productCategories } from '../../db/schema.js';
import { getAccountShop } from '../account/service.js';
import { catalogueSheet } from '../catalogue-export/sheet.js';
import { sheetCsv } from '../catalogue-export/write.js';
import { type CsvValue, csvFile } from '../shared/csv.js';
import { groupBy } from '../shared/group-by.js';

/** The columns of orders.csv: one row per order line, the order's own fields repeated on each. */
export const ORDER_COLUMNS = [
  'order number',
  'placed at',
  'status',
  'delivery',
  'currency',
  'subtotal',
  'delivery fee',
  'discount',
  'discount code',
  'order total',
  'payment',
  'paid',
  'customer name',
  'phone',
  'e-mail',
  'address line 1',
  'address line 2',
  'city',
  'postal code',
  'note',
  'product',
  'variant',
  'quantity',
  'unit price',
  'line total',
] as const;

/** `/media/12/name-640.webp` → `name-640.webp`: a picture as it is named inside the archive. */
const fileOf = (url: string) => (url.startsWith('/media/') ? url.split('/').pop() : url) ?? url;

async function ordersCsv(db: Db, shopId: number): Promise<string> {
  const list = await db.select().from(orders).where(eq(orders.shopId, shopId)).orderBy(desc(orders.createdAt));
  const items = list.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            list.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  const itemsOf = groupBy(items, (i) => i.orderId);
  const lines: CsvValue[][] = [];
  for (const o of list) {
    const head = [
      o.orderNumber,
      o.createdAt.toISOString(),
      o.orderStatus,
      o.deliveryType,
      o.currencyCode,
      o.subtotal,
      o.deliveryFee,
      o.discount,
      o.discountCode,
      o.total,
      o.paymentMethod,
      o.paymentStatus === 'paid' ? 'yes' : 'no',
      o.customerName,
      o.customerPhone,
      o.customerEmail,
      o.addressLine1,
      o.addressLine2,
      o.city,
      o.postalCode,
      o.note,
    ];
    for (const line of itemsOf.get(o.id) ?? []) {
      lines.push([...head, line.productName, line.productVariantName, line.quantity, line.unitPrice, line.lineTotal]);
    }
  }
  return csvFile(ORDER_COLUMNS, lines);
}

/** Every upload of the shop, each at the widths it was stored in (share cards are drawn, not the shop's). */
async function pictures(db: Db, shopId: number): Promise<Record<string, Uint8Array>> {
  const rows = await db
    .select({ key: media.key, bytes: media.bytes })
    .from(media)
    .where(and(eq(media.shopId, shopId), notLike(media.name, 'card:%')));
  return Object.fromEntries(rows.map((r) => [`pictures/${fileOf(`/media/${r.key}`)}`, new Uint8Array(r.bytes)]));
}

/**
 * The owner's whole shop as a ZIP: shop.json (the shop and its categories as the account
 * API shows them), products.csv (the catalogue import's format), orders.csv and every picture: their data, readable without us.
 * Pictures are stored as they are (WebP does not compress further); the texts are deflated.
 */
export async function shopArchive(db: Db, shopId: number): Promise<Uint8Array> {
  const [shop, categories, productsText, ordersText, files] = await Promise.all([
    getAccountShop(db, shopId),
    db
      .select({ id: productCategories.id, name: productCategories.name, sort_order: productCategories.sortOrder })
      .from(productCategories)
      .where(eq(productCategories.shopId, shopId))
      .orderBy(asc(productCategories.sortOrder)),
    // The catalogue spreadsheet's own format: the owner's products.csv imports back as it is.
    catalogueSheet(db, shopId).then(sheetCsv),
    ordersCsv(db, shopId),
    pictures(db, shopId),
  ]);
  const json = JSON.stringify({ exported_at: new Date().toISOString(), shop, categories }, null, 2);
  return zipSync({
    'shop.json': strToU8(json),
    'products.csv': new Uint8Array(productsText),
    'orders.csv': strToU8(ordersText),
    ...Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: 0 }]])),
  });
}
