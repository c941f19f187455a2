import { existsSync } from 'node:fs';
import path from 'node:path';
import { imageUploadResponse } from '@vitrine/contracts';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { media, products } from '../../src/db/schema.js';
import { MEDIA_LIMITS } from '../../src/modules/images/media-store.js';
import type { TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

/** A multipart body with one file part. */
function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Cases run by a test file that shares one app between several groups (each app costs seconds). */
export const imageCases = (app: () => Promise<TestApp>) =>
  describe('image uploads', () => {
    let t: TestApp;
    let owner: Record<string, string>;
    beforeAll(async () => {
      t = await app();
      owner = await loginAs(t, 'sunrise');
    });

    const upload = (bytes: Buffer, filename = 'photo.png', type = 'image/png', headers = owner, field = 'file') => {
      const body = multipart(bytes, filename, type, field);
      return t.app.inject({
        method: 'POST',
        url: '/api/account/images',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const picture = (format: 'png' | 'jpeg' | 'webp', width = 1600, height = 900) =>
      sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
        .toFormat(format)
        .toBuffer();

    it('re-encodes JPEG, PNG and WebP into a few widths served from /media with immutable caching', async () => {
      for (const format of ['png', 'jpeg', 'webp'] as const) {
        // The name lies on purpose: the content decides.
        const res = await upload(await picture(format), 'holiday.gif', 'application/octet-stream');
        expect(res.statusCode, format).toBe(201);
        const { image } = imageUploadResponse.parse(res.json());
        expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
        expect(image.url).toMatch(/^\/media\/\d+\/[A-Za-z0-9_-]+-640\.webp$/);
        expect(image.width).toBe(640);
        // Kept in the database, not on this machine's disk: every instance serves them.
        for (const v of image.variants) {
          const [row] = await t.database.db
            .select()
            .from(media)
            .where(eq(media.key, v.url.replace('/media/', '')));
          expect(row?.contentType).toBe('image/webp');
          expect(existsSync(path.join(t.config.dataDir, v.url))).toBe(false);
        }
      }
      const res = await upload(await picture('png', 200, 100));
      const { image } = imageUploadResponse.parse(res.json());
      expect(image.variants.map((v) => v.width)).toEqual([200]);
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      const again = await t.app.inject({
        method: 'GET',
        url: image.url,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    });

    it('refuses files that are not pictures, whatever they are called', async () => {
      for (const [bytes, name] of [
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png'],
        [Buffer.from('GIF89a........'), 'x.jpg'],
        [Buffer.from('%PDF-1.7 ....'), 'x.webp'],
        [Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]), 'broken.jpg'],
      ] as const) {
        const res = await upload(bytes, name, 'image/png');
        expect(res.statusCode, name).toBe(415);
        expect(res.json()).toMatchObject({ status: 'fail' });
      }
    });

    it('refuses pictures over 5 MB, empty requests, JSON bodies and visitors', async () => {
      const big = Buffer.concat([await picture('png', 100, 100), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = await upload(big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().status).toBe('fail');
      const wrongField = await upload(await picture('png', 50, 50), 'a.png', 'image/png', owner, 'other');
      expect(wrongField.statusCode).toBeLessThan(500);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/account/images',
        headers: owner,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().status).toBe('fail');
      expect((await upload(await picture('png', 50, 50), 'a.png', 'image/png', t.headers)).statusCode).toBe(401);
    });
    it("removes a replaced picture's files once nothing refers to them (after the hour an open form may need)", async () => {
      const first = imageUploadResponse.parse((await upload(await picture('png', 700, 400))).json()).image;
      const second = imageUploadResponse.parse((await upload(await picture('png', 700, 400))).json()).image;
      const shopId = Number(first.url.split('/')[2]);
      const [product] = await t.database.db.select().from(products).where(eq(products.shopId, shopId)).limit(1);
      const put = (image_url: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/account/products/${product.id}`,
          headers: owner,
          payload: { image_url, images: [image_url] },
        });
      expect((await put(first.url)).statusCode).toBe(200);
      const name = (url: string) => url.split('/')[3].replace(/-\d+\.webp$/, '');
      // The first upload is past the grace hour now (the second, just made, is not: an open form may still save it).
      await t.database.db
        .update(media)
        .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
        .where(eq(media.name, name(first.url)));
      expect((await put(second.url)).statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            (
              await t.database.db
                .select()
                .from(media)
                .where(eq(media.name, name(first.url)))
            ).length,
        )
        .toBe(0);
      expect(
        (
          await t.database.db
            .select()
            .from(media)
            .where(eq(media.name, name(second.url)))
        ).length,
      ).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
    });

    it("lets a shop point only at its own uploads and the built-in pictures, never another shop's", async () => {
      const sunriseUpload = imageUploadResponse.parse((await upload(await picture('png', 300, 300))).json()).image;
      const bakery = await loginAs(t, 'bakery');
      const bakeryUpload = imageUploadResponse.parse(
        (await upload(await picture('png', 300, 300), 'b.png', 'image/png', bakery)).json(),
      ).image;
      const bakeryShopId = Number(bakeryUpload.url.split('/')[2]);
      const [cake] = await t.database.db.select().from(products).where(eq(products.shopId, bakeryShopId)).limit(1);
      const putProduct = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `/api/account/products/${cake.id}`, headers: bakery, payload });
      const putShop = (payload: object) =>
        t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: bakery, payload });
      const refused = (res: { statusCode: number; json: () => { errors: Record<string, string> } }, field: string) => {
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toMatch(/uploaded to this shop/);
      };

      // Another shop's upload, in every place a picture is named.
      refused(await putProduct({ image_url: sunriseUpload.url }), 'image_url');
      refused(await putProduct({ images: [bakeryUpload.url, sunriseUpload.url] }), 'images.1');
      refused(
        await putShop({ shop_images: [{ image_url: sunriseUpload.url, image_type: 'logo' }] }),
        'shop_images.0.image_url',
      );
      refused(await putShop({ seo_image_url: sunriseUpload.url }), 'seo_image_url');
      // A key of its own shop that was never stored, an asset that does not exist, an outside link.
      refused(await putProduct({ image_url: `/media/${bakeryShopId}/nothing-here-640.webp` }), 'image_url');
      refused(await putProduct({ image_url: '/assets/products/no-such.svg' }), 'image_url');
      refused(await putProduct({ image_url: '/assets/demo/avatars/1.png' }), 'image_url');
      refused(await putProduct({ image_url: 'https://elsewhere.example/a.jpg' }), 'image_url');
      const [stored] = await t.database.db.select().from(products).where(eq(products.id, cake.id));
      expect(stored.imageUrl).toBe(cake.imageUrl);

      // Its own upload (any stored width), a built-in picture, and its content-addressed spelling.
      expect((await putProduct({ image_url: bakeryUpload.url, images: [bakeryUpload.url] })).statusCode).toBe(200);
      expect((await putProduct({ images: [bakeryUpload.url.replace('-640.webp', '-320.webp')] })).statusCode).toBe(200);
      expect((await putProduct({ image_url: '/assets/products/cake.svg', images: [] })).statusCode).toBe(200);
      expect((await putProduct({ image_url: '/assets/v/0123456789ab/products/pie.svg' })).statusCode).toBe(200);
      expect((await putShop({ shop_images: [{ image_url: bakeryUpload.url, image_type: 'logo' }] })).statusCode).toBe(
        200,
      );
    });

    it("refuses an upload beyond the shop's picture allowance, naming it", async () => {
      const shopId = Number(
        imageUploadResponse.parse((await upload(await picture('png', 50, 50))).json()).image.url.split('/')[2],
      );
      const filler = Array.from({ length: MEDIA_LIMITS.uploads }, (_, i) => ({
        key: `${shopId}/filler${i}-10.webp`,
        shopId,
        name: `filler${i}`,
        width: 10,
        contentType: 'image/webp',
        etag: `e${i}`,
        bytes: Buffer.from('x'),
      }));
      await t.database.db.insert(media).values(filler);
      const refused = await upload(await picture('png', 50, 50));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.file).toMatch(/at most 300 pictures/);
      await t.database.db.delete(media).where(like(media.name, 'filler%'));
    });
  });
