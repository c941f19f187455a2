import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, productImages, products, shopImages, shops } from '../../src/db/schema.js';
import { DatabaseMediaStore } from '../../src/modules/images/media-store.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Pruning a shop's pictures (on each of its changes): an upload goes once nothing of the shop
 * refers to it and its hour of grace is over, a product's card once the product is gone; the rest
 * stays, and other shops are not touched.
 */
describe('media prune', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const shopIdOf = async (url: string) =>
    (await t.database.db.select({ id: shops.id }).from(shops).where(eq(shops.shopCatalogueUrl, url)))[0].id;

  const store = (shopId: number, name: string, hoursOld: number) =>
    t.database.db.insert(media).values({
      key: `${shopId}/${name}-640.webp`,
      shopId,
      name,
      width: 640,
      contentType: 'image/webp',
      etag: name,
      bytes: Buffer.from(name),
      createdAt: sql`now() - make_interval(hours => ${hoursOld})`,
    });

  const namesOf = async (shopId: number) =>
    (await t.database.db.select({ name: media.name }).from(media).where(eq(media.shopId, shopId)))
      .map((r) => r.name)
      .sort();

  it('removes unreferenced old uploads and the cards of deleted products, nothing else', async () => {
    const db = t.database.db;
    const shopId = await shopIdOf('sunrise-electronics');
    const otherShop = await shopIdOf('corner-bakery');
    const shopProducts = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(products.id);
    const [main, gallery] = shopProducts;
    const url = (name: string) => `/media/${shopId}/${name}-640.webp`;
    // Referenced from each place a shop shows a picture; the seed's built-in pictures (no upload
    // name) stay beside them.
    await db
      .update(products)
      .set({ imageUrl: url('main') })
      .where(eq(products.id, main.id));
    await db.insert(productImages).values({ productId: gallery.id, imageUrl: url('gallery'), sortOrder: 9 });
    await db
      .update(shops)
      .set({ seoImageUrl: url('seo') })
      .where(eq(shops.id, shopId));
    await db.insert(shopImages).values({ shopId, imageUrl: url('logo'), imageType: 'logo' });
    for (const name of ['main', 'gallery', 'seo', 'logo', 'unused']) await store(shopId, name, 2);
    await store(shopId, 'fresh', 0); // still in its form's hour
    await store(shopId, 'card:shop', 2);
    await store(shopId, `card:product:${main.id}`, 2);
    await store(shopId, 'card:product:999999', 2);
    await store(otherShop, 'unused', 2);
    await store(otherShop, 'card:product:999998', 2);

    expect(await new DatabaseMediaStore(db).prune(shopId)).toBe(2);
    expect(await namesOf(shopId)).toEqual(
      ['card:product:' + main.id, 'card:shop', 'fresh', 'gallery', 'logo', 'main', 'seo'].sort(),
    );
    expect(await namesOf(otherShop)).toEqual(['card:product:999998', 'unused']);

    // Once a product drops its picture, and once it is deleted, theirs go too.
    await db.update(products).set({ imageUrl: '' }).where(eq(products.id, main.id));
    await db.delete(products).where(and(eq(products.id, main.id), eq(products.shopId, shopId)));
    expect(await new DatabaseMediaStore(db).prune(shopId)).toBe(2);
    expect(await namesOf(shopId)).toEqual(['card:shop', 'fresh', 'gallery', 'logo', 'seo']);
  });
});
