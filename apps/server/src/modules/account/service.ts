import { type AccountShop, currencyExponent, effectiveTimeZone, type updateShopRequest } from '@vitrine/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { pgView, text } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  businessCategories,
  countries,
  products,
  productVariants,
  shopImages,
  shops,
  states,
} from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { urlTaken } from '../auth/service.js';
import { selectShopImages, selectShopRow, shopToWire } from '../catalogue/service.js';
import { checkPictures } from '../images/references.js';
import { shopChanged, type Writer } from '../shared/context.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { isAddressFree, lockAddress, recordRename } from '../shop-addresses/service.js';
import { rescaleForCurrency } from './currency-switch.js';
import { storedHeader } from './header-design.js';

/** PostgreSQL's own list of the zone names `AT TIME ZONE` accepts. */
const pgTimeZones = pgView('pg_timezone_names', { name: text('name') }).existing();

type ShopPatch = z.output<typeof updateShopRequest>;

const unprocessable = (field: string, message: string) => new HttpFail(422, message, { [field]: message });

export async function getAccountShop(db: Db, shopId: number): Promise<AccountShop> {
  const row = await selectShopRow(db, eq(shops.id, shopId));
  if (!row) throw notFound('No shop has this id.');
  const [country] = row.shopCountryId
    ? await db.select({ iso: countries.isoCode }).from(countries).where(eq(countries.id, row.shopCountryId))
    : [];
  return {
    ...shopToWire(row, await selectShopImages(db, shopId)),
    status: row.status,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keywords: row.seoKeywords,
    seo_image_url: row.seoImageUrl,
    time_zone: row.timeZone,
    effective_time_zone: effectiveTimeZone(row.timeZone, country?.iso),
    open_order_cap: row.openOrderCap,
    listed_on_home: row.listedOnHome,
  };
}

/** Ids the patch points at must exist; a state must lie in the shop's country. */
async function checkReferences(db: Db, shopId: number, patch: ShopPatch): Promise<void> {
  let countryId = patch.shop_country_id;
  if (countryId === undefined) {
    const [current] = await db.select({ c: shops.shopCountryId }).from(shops).where(eq(shops.id, shopId));
    countryId = current?.c ?? null;
  }
  if (patch.shop_country_id) {
    const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, patch.shop_country_id));
    if (!c) throw unprocessable('shop_country_id', 'Pick a country from the list.');
  }
  if (patch.shop_state_id) {
    const [s] = await db.select({ c: states.countryId }).from(states).where(eq(states.id, patch.shop_state_id));
    if (!s || (countryId !== null && s.c !== countryId)) {
      throw unprocessable('shop_state_id', "Pick a state of the shop's country.");
    }
  }
  if (patch.currency_code && currencyExponent(patch.currency_code) < 2) {
    // Prices are kept as they are typed: a switch to a currency without cents needs whole prices first.
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .leftJoin(productVariants, eq(productVariants.productId, products.id))
      .where(
        and(
          eq(products.shopId, shopId),
          or(sql`${products.mainPrice} % 1 <> 0`, sql`coalesce(${productVariants.price} % 1, 0) <> 0`),
        ),
      );
    if (n > 0) {
      throw unprocessable(
        'currency_code',
        `${patch.currency_code} has no decimals, but ${n} of your prices have cents. Round them first.`,
      );
    }
  }
  if (patch.time_zone) {
    // The zone must be one the database can count days in, not only one the runtime's ICU knows.
    const [z] = await db
      .select({ name: pgTimeZones.name })
      .from(pgTimeZones)
      .where(eq(pgTimeZones.name, patch.time_zone));
    if (!z) throw unprocessable('time_zone', 'Pick a time zone from the list, such as Europe/Paris.');
  }
  if (patch.business_category_id) {
    const [b] = await db
      .select({ id: businessCategories.id })
      .from(businessCategories)
      .where(eq(businessCategories.id, patch.business_category_id));
    if (!b) throw unprocessable('business_category_id', 'Pick a business category from the list.');
  }
}

/** Applies a validated partial update of the owner's shop; returns the shop as stored. */
export async function updateAccountShop(w: Writer, shopId: number, patch: ShopPatch): Promise<AccountShop> {
  const { db } = w;
  await checkReferences(db, shopId, patch);
  const current = await getAccountShop(db, shopId);
  await checkPictures(
    db,
    shopId,
    [
      ...(patch.shop_images ?? []).map((i, n) => ({ field: `shop_images.${n}.image_url`, url: i.image_url })),
      ...(patch.seo_image_url ? [{ field: 'seo_image_url', url: patch.seo_image_url }] : []),
    ],
    new Set([...current.shop_images.map((i) => i.image_url), current.seo_image_url]),
  );
  const newUrl = patch.shop_catalogue_url;
  if (newUrl && !(await isAddressFree(db, newUrl, shopId))) throw urlTaken();
  const { shop_catalogue_header, shop_images, ...fields } = patch;
  const columns = {
    shopName: fields.shop_name,
    shopTagline: fields.shop_tagline,
    shopAddLine1: fields.shop_add_line1,
    shopAddLine2: fields.shop_add_line2,
    shopCity: fields.shop_city,
    shopStateId: fields.shop_state_id,
    shopCountryId: fields.shop_country_id,
    shopPostalCode: fields.shop_postal_code,
    mobilePhonePrimary: fields.mobile_phone_primary,
    shopEmail: fields.shop_email,
    shopWebsite: fields.shop_website,
    shopCatalogueUrl: fields.shop_catalogue_url,
    currencyCode: fields.currency_code,
    businessCategoryId: fields.business_category_id,
    // The header designer's save (header-design.ts).
    shopCatalogueHeader: shop_catalogue_header === undefined ? undefined : storedHeader(shop_catalogue_header),
    seoTitle: fields.seo_title,
    seoDescription: fields.seo_description,
    seoKeywords: fields.seo_keywords,
    seoImageUrl: fields.seo_image_url,
    timeZone: fields.time_zone,
    lowStockThreshold: fields.low_stock_threshold,
    openOrderCap: fields.open_order_cap,
    listedOnHome: fields.listed_on_home,
  };
  // null is a value here (time_zone: back to the country's zone); only absent fields are left alone.
  const set = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ url: shops.shopCatalogueUrl, currency: shops.currencyCode })
        .from(shops)
        .where(eq(shops.id, shopId))
        .for('update');
      if (!before) throw notFound('No shop has this id.');
      if (fields.currency_code && fields.currency_code !== before.currency) {
        await rescaleForCurrency(tx as unknown as Db, shopId, before.currency, fields.currency_code);
      }
      if (newUrl && newUrl !== before.url) {
        // Under the address's lock, so a sign-up cannot take it between the check and the rename.
        await lockAddress(tx, newUrl);
        if (!(await isAddressFree(tx, newUrl, shopId))) throw urlTaken();
        await recordRename(tx, shopId, before.url, newUrl);
      }
      const updated = await tx
        .update(shops)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(shops.id, shopId))
        .returning({ id: shops.id });
      if (updated.length === 0) throw notFound('No shop has this id.');
      if (shop_images) {
        await tx.delete(shopImages).where(eq(shopImages.shopId, shopId));
        if (shop_images.length) {
          await tx.insert(shopImages).values(
            shop_images.map((i, sortOrder) => ({
              shopId,
              imageUrl: i.image_url,
              imageType: i.image_type,
              sortOrder,
            })),
          );
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw urlTaken();
    throw error;
  }
  await shopChanged(w, shopId);
  return getAccountShop(db, shopId);
}
