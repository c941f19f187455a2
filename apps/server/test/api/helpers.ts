import { eq } from 'drizzle-orm';
import { shops } from '../../src/db/schema.js';
import type { TestApp } from '../support/test-app.js';

export const accounts = {
  sunrise: { email: 'owner@sunrise.example', password: 'sunrise123' },
  bakery: { email: 'owner@bakery.example', password: 'bakery123' },
  bulk: { email: 'owner@bulkmart.example', password: 'bulkmart123' },
  admin: { email: 'admin@vitrine.example', password: 'admin123' },
} as const;

/** Logs a demo account in and returns the headers of its session. */
export async function loginAs(t: TestApp, who: keyof typeof accounts): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: t.headers,
    payload: accounts[who],
    remoteAddress: `10.200.0.${Object.keys(accounts).indexOf(who) + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`login ${who}: ${res.statusCode} ${res.body}`);
  return { ...t.headers, authorization: `Bearer ${res.json().token}` };
}

export async function shopIdOf(t: TestApp, url: string): Promise<number> {
  const [row] = await t.database.db.select({ id: shops.id }).from(shops).where(eq(shops.shopCatalogueUrl, url));
  return row.id;
}

/** The public catalogue of a shop, as the storefront reads it. */
export async function catalogueOf(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/getcatalogue/${url}`, headers: t.headers });
  return res.json().catalogue as {
    shop: { shop_id: number; currency_code: string }[];
    products: {
      product_id: number;
      product_name: string;
      main_price: number;
      in_stock: boolean;
      category_id: number | null;
      variants: { product_variant_id: number; price: number; product_variant_name: string }[];
    }[];
  };
}

/** A multipart body whose `file` part is a sheet (the import's upload). */
export function sheetMultipart(bytes: Buffer, name = 'catalogue.csv') {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
