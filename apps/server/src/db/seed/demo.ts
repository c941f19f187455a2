import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import type { Db } from '../client.js';
import {
  businessCategories,
  countries,
  productCategories,
  productImages,
  products,
  productVariants,
  shopImages,
  shops,
  states,
  users,
} from '../schema.js';
import { bulkMart } from './shops/bulk-mart.js';
import { cornerBakery } from './shops/corner-bakery.js';
import { sunriseElectronics } from './shops/sunrise-electronics.js';
import type { SeedShop } from './types.js';

export const demoShops: SeedShop[] = [sunriseElectronics, cornerBakery, bulkMart];
export const demoAdmin = { email: 'admin@vitrine.example', password: 'admin123', name: 'Platform Admin' };

const BATCH = 500;

/**
 * Fills an empty database with the demo shops and accounts. Does nothing when any
 * user exists, so a restart never re-seeds and never touches real data.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ users: existing }] = await db.select({ users: count() }).from(users);
  if (existing > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      email: demoAdmin.email,
      name: demoAdmin.name,
      role: 'admin',
      passwordHash: await hashPassword(demoAdmin.password),
    });
    for (const seed of demoShops) await insertShop(tx as unknown as Db, seed);
  });
  return true;
}

async function insertShop(db: Db, seed: SeedShop): Promise<void> {
  const [owner] = await db
    .insert(users)
    .values({ ...seed.owner, role: 'owner', passwordHash: await hashPassword(seed.owner.password) })
    .returning({ id: users.id });
  const [country] = await db.select().from(countries).where(eq(countries.isoCode, seed.shop.countryIso));
  const [state] = country
    ? await db
        .select()
        .from(states)
        .where(and(eq(states.countryId, country.id), eq(states.stateName, seed.shop.stateName)))
    : [];
  const [category] = await db
    .select()
    .from(businessCategories)
    .where(eq(businessCategories.code, seed.shop.businessCategory));
  const { stateName: _s, countryIso: _c, businessCategory: _b, logo, ...fields } = seed.shop;
  const [shop] = await db
    .insert(shops)
    .values({
      ...fields,
      ownerId: owner.id,
      shopCountryId: country?.id ?? null,
      shopStateId: state?.id ?? null,
      businessCategoryId: category?.id ?? null,
      shopCatalogueHeader: JSON.stringify(seed.header),
      seoImageUrl: logo,
    })
    .returning({ id: shops.id });
  await db.insert(shopImages).values({ shopId: shop.id, imageUrl: logo, imageType: 'logo' });

  const categoryRows = await db
    .insert(productCategories)
    .values(seed.categories.map((name, sortOrder) => ({ shopId: shop.id, name, sortOrder })))
    .returning({ id: productCategories.id, name: productCategories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  // Older first, so "newest" puts the last seed product on top; one minute apart keeps the order stable.
  const list = seed.products;
  const start = Date.now() - list.length * 60_000;
  for (let offset = 0; offset < list.length; offset += BATCH) {
    const batch = list.slice(offset, offset + BATCH);
    const inserted = await db
      .insert(products)
      .values(
        batch.map((p, i) => ({
          shopId: shop.id,
          categoryId: categoryId.get(p.category) ?? null,
          productName: p.name,
          description: p.description,
          mainPrice: p.price,
          imageUrl: p.image,
          inStock: p.inStock ?? true,
          createdAt: new Date(start + (offset + i) * 60_000),
        })),
      )
      .returning({ id: products.id });
    const variants = batch.flatMap((p, i) =>
      (p.variants ?? []).map((v, sortOrder) => ({
        productId: inserted[i].id,
        productVariantName: v.name,
        price: v.price,
        sortOrder,
      })),
    );
    if (variants.length) await db.insert(productVariants).values(variants);
    const images = batch.flatMap((p, i) =>
      [p.image, ...(p.gallery ?? [])].map((imageUrl, sortOrder) => ({
        productId: inserted[i].id,
        imageUrl,
        sortOrder,
      })),
    );
    await db.insert(productImages).values(images);
  }
}
