import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultCatalogueHeader } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema.js';
import { TokenService } from '../../src/modules/auth/tokens.js';
import { catalogueOf, loginAs, shopIdOf } from '../api/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * What the API tests do not already prove: every protected route (read from the OpenAPI document)
 * refuses bad sessions, owners are isolated on every resource, polyglot uploads and /media
 * traversal are refused, and security headers are on pages, files and API answers alike.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function multipart(bytes: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = `----quality${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('security', () => {
  let t: TestApp;
  let sunrise: Record<string, string>;
  let bakery: Record<string, string>;
  let protectedRoutes: { method: Method; url: string }[];
  let dist: string;

  beforeAll(async () => {
    // A stand-in built web app, so page answers (storefront HTML, SEO pages) are served too.
    dist = mkdtempSync(path.join(os.tmpdir(), 'vitrine-quality-web-'));
    mkdirSync(path.join(dist, 'static'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'static', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST: dist } });
    sunrise = await loginAs(t, 'sunrise');
    bakery = await loginAs(t, 'bakery');
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    protectedRoutes = Object.entries(spec.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => JSON.stringify(op.security ?? []).includes('bearer'))
        .map(([method, _]) => ({ method: method.toUpperCase() as Method, url: p.replace(/\{\w+\}/g, '1') })),
    );
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });

  it('refuses tampered, expired, foreign-key, unsigned and wrong-algorithm tokens on every protected route', async () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(15);
    const token = sunrise.authorization.slice(7);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const real = new TokenService(t.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    // One bit of the signature's first byte changed. (Editing its last characters could leave the
    // same bytes: the last base64url character carries two padding bits, and 'BA' stayed 'BA'.)
    const flipped = Buffer.from(signature, 'base64url');
    flipped[0] ^= 1;
    const bad: Record<string, string> = {
      'another shop in the claims': `${header}.${encode({ ...claims, shop_id: claims.shop_id + 1 })}.${signature}`,
      'admin role in the claims': `${header}.${encode({ ...claims, role: 'admin', shop_id: null })}.${signature}`,
      'later expiry in the claims': `${header}.${encode({ ...claims, exp: claims.exp + 86_400 })}.${signature}`,
      'signature flipped': `${header}.${payload}.${flipped.toString('base64url')}`,
      'signature removed': `${header}.${payload}.`,
      expired: await real.sign(
        { userId: 2, shopId: claims.shop_id, role: 'owner', sessionVersion: 0 },
        now - 9 * 60 * 60,
      ),
      'issued in the future': await real.sign(
        { userId: 2, shopId: claims.shop_id, role: 'owner', sessionVersion: 0 },
        now + 3600 * 24 * 365,
      ),
      'signed with another key': await new TokenService('k'.repeat(48)).sign({
        userId: 2,
        shopId: 1,
        role: 'admin',
        sessionVersion: 0,
      }),
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, role: 'admin' })}.`,
      'HS512 with the real key': await new SignJWT({ shop_id: claims.shop_id, role: 'owner', sv: claims.sv })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(claims.sub)
        .setIssuer('vitrine')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(t.config.jwtSecret)),
      'another issuer': await new SignJWT({ shop_id: claims.shop_id, role: 'owner', sv: claims.sv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('evil')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(t.config.jwtSecret)),
    };
    const failures: string[] = [];
    for (const [what, forged] of Object.entries(bad)) {
      for (const route of protectedRoutes) {
        const res = await call(route.method, route.url, { ...t.headers, authorization: `Bearer ${forged}` }, undefined);
        // Validation may run first for a body-less PUT/POST, but never a success and never a 5xx.
        const refused = res.statusCode === 401 || (res.statusCode === 400 && route.method !== 'GET');
        if (!refused || res.json().status !== 'fail')
          failures.push(`${what}: ${route.method} ${route.url} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // "issued in the future" must not be a way to mint a longer session either.
    expect((await call('GET', '/api/auth/me', sunrise)).statusCode).toBe(200);
  });

  it("keeps one owner out of another's shop, products, categories, orders and images", async () => {
    const sunriseId = await shopIdOf(t, 'sunrise-electronics');
    const bakeryId = await shopIdOf(t, 'corner-bakery');
    const sunriseBefore = await catalogueOf(t, 'sunrise-electronics');
    const product = sunriseBefore.products.find((p) => p.variants.length === 0 && p.in_stock)!.product_id;

    // An order placed in sunrise, and one of sunrise's categories.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...t.headers, 'idempotency-key': 'isolation-order-1' },
      payload: {
        shop_id: sunriseId,
        delivery_type: 'cod',
        customer: { name: 'A', phone: '+1 212 555 0100', address_line1: 'x', city: 'y', postal_code: '12345' },
        items: [{ product_id: product, quantity: 1 }],
      },
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json().order.order_id as number;
    const categories = (await call('GET', '/api/account/categories', sunrise)).json().categories as { id: number }[];
    const categoryId = categories[0].id;

    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/account/products/${product}`],
      ['PUT', `/api/account/products/${product}`, { product_name: 'Taken over' }],
      ['DELETE', `/api/account/products/${product}`],
      ['PUT', `/api/account/categories/${categoryId}`, { name: 'Taken over' }],
      ['DELETE', `/api/account/categories/${categoryId}`],
      ['GET', `/api/account/orders/${orderId}`],
      ['PUT', `/api/account/orders/${orderId}`, { order_status: 'cancelled' }],
      ['POST', '/api/account/products', { product_name: 'Sneaky', main_price: 1, category_id: categoryId }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(method, url, bakery, payload);
      expect([403, 404, 422], `${method} ${url}`).toContain(res.statusCode);
      expect(res.json().status).toBe('fail');
    }
    const reorder = await call('POST', '/api/account/categories/reorder', bakery, { ids: [categoryId] });
    expect(reorder.statusCode).toBeGreaterThanOrEqual(400);
    expect(reorder.statusCode).toBeLessThan(500);

    // Lists show only the owner's own rows, whatever the query asks for.
    const orders = (await call('GET', '/api/account/orders?per_page=100', bakery)).json().orders as {
      order_id: number;
    }[];
    expect(orders.some((o) => o.order_id === orderId)).toBe(false);
    const products = (
      await call(
        'GET',
        `/api/account/products?per_page=100&q=${encodeURIComponent(sunriseBefore.products[0].product_name)}`,
        bakery,
      )
    ).json().products as { product_id: number }[];
    expect(products.some((p) => p.product_id === product)).toBe(false);
    const cats = (await call('GET', '/api/account/categories', bakery)).json().categories as { id: number }[];
    expect(cats.some((c) => c.id === categoryId)).toBe(false);

    // The shop call edits only the caller's shop: a shop id in the body is not a way in.
    const own = await call('PUT', '/api/account/shop', bakery, { shop_id: sunriseId, shop_tagline: 'Bakery only' });
    expect(own.statusCode).toBe(400);
    const tagline = await call('PUT', '/api/account/shop', bakery, { shop_tagline: 'Bakery only' });
    expect(tagline.statusCode).toBe(200);
    expect(tagline.json().shop.shop_id).toBe(bakeryId);

    // Uploads land in the uploader's own folder; nothing is written into another shop's.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/account/images',
      headers: { ...bakery, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().image.url).toMatch(new RegExp(`^/media/${bakeryId}/`));
    expect(await t.database.db.select({ key: media.key }).from(media).where(eq(media.shopId, sunriseId))).toEqual([]);

    // Sunrise is exactly as it was.
    const sunriseAfter = await catalogueOf(t, 'sunrise-electronics');
    expect(sunriseAfter.products.map((p) => [p.product_id, p.product_name, p.category_id])).toEqual(
      sunriseBefore.products.map((p) => [p.product_id, p.product_name, p.category_id]),
    );
    const sunriseOrder = await call('GET', `/api/account/orders/${orderId}`, sunrise);
    expect(sunriseOrder.json().order.order_status).toBe('pending');
  });

  it('refuses header JSON that smuggles CSS through escapes, comments and look-alike values', async () => {
    const base = defaultCatalogueHeader;
    const style = (patch: Record<string, unknown>) => ({ ...base, shop_name: { ...base.shop_name, ...patch } });
    const attempts: unknown[] = [
      { ...base, bg_color: '#fff/**/;background:url(//evil.example)' },
      { ...base, bg_color: '\\23 fff' },
      { ...base, bg_color: '#fff\\;color:red' },
      { ...base, bg_color: 'var(--x)' },
      { ...base, bg_color: 'RED;' },
      { ...base, bg_color: `#ffff${'f'.repeat(40)}` },
      { ...base, bg_color: 'rgb(0,0,0) !important' },
      { ...base, bg_color: 'attr(data-x)' },
      { ...base, bg_color: 'image-set("x.png" 1x)' },
      style({ font_color: 'EXPRESSION(alert(1))' }),
      style({ font_color: '#000\n}body{display:none' }),
      style({ font_color: 'hsl(0 0% 0% / 1);x:y' }),
      style({ font_family: 'Arial, sans-serif;@import url(x)' }),
      style({ font_family: 'Arial, sans-serif</style>' }),
      style({ font_size: '16' }),
      style({ font_size: 16.5 }),
      style({ font_style: 'bold;position:fixed' }),
      style({ status: 1 }),
      JSON.stringify({ ...base, bg_color: '\u0000#fff' }),
      `{"bg_color":"#fff","bg_color":"red;x:y"}`,
    ];
    for (const header of attempts) {
      const res = await call('PUT', '/api/account/shop', bakery, { shop_catalogue_header: header });
      expect(res.statusCode, JSON.stringify(header).slice(0, 90)).toBe(400);
      expect(res.json().status).toBe('fail');
    }
    const stored = (await catalogueOf(t, 'corner-bakery')).shop[0] as unknown as { shop_catalogue_header: string };
    expect(stored.shop_catalogue_header).not.toMatch(/url\(|expression|import|;|\/\*|\\|<|var\(|attr\(/i);
  });

  it('refuses uploads that are not pictures, too large, or pictures carrying script or markup', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } })
      .jpeg()
      .toBuffer();
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    // A JPEG comment segment (FFFE) carrying HTML right after the SOI marker.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, script.length + 2]), script]);
    const jpegWithComment = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
    const cases: [string, Buffer, string][] = [
      ['PNG with a script after IEND', Buffer.concat([png, script]), 'x.png'],
      ['PNG with HTML after IEND', Buffer.concat([png, Buffer.from('<html><body onload=alert(1)>')]), 'x.png'],
      ['JPEG with a script in a comment', jpegWithComment, 'x.jpg'],
      ['JPEG with PHP appended', Buffer.concat([jpeg, Buffer.from('<?php system($_GET["c"]); ?>')]), 'x.jpg'],
      ['SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg'],
      ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png'],
      ['GIF/JS polyglot', Buffer.from('GIF89a/*\x00\x00*/=alert(1)//'), 'x.gif'],
      ['ZIP', Buffer.from('PK\x03\x04\x14\x00\x00\x00'), 'x.png'],
      ['truncated PNG', png.subarray(0, 40), 'x.png'],
      ['empty file', Buffer.alloc(0), 'x.png'],
      ['over 5 MB', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]), 'x.png'],
    ];
    const failures: string[] = [];
    for (const [what, bytes, name] of cases) {
      const body = multipart(bytes, name);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/images',
        headers: { ...bakery, 'content-type': body.contentType },
        payload: body.payload,
      });
      if (res.statusCode < 400 || res.statusCode >= 500 || res.json().status !== 'fail')
        failures.push(`${what} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    // Whatever was stored (the clean picture of the isolation test, if it ran) carries no markup.
    for (const row of await t.database.db.select({ bytes: media.bytes }).from(media)) {
      expect(row.bytes.toString('latin1')).not.toMatch(/<script|<html|<\?php/i);
    }
  });

  it('refuses /media path traversal in every spelling', async () => {
    const secret = readFileSync(path.join(t.config.dataDir, 'jwt-secret'), 'utf8').trim();
    writeFileSync(path.join(t.config.dataDir, 'private.txt'), 'PRIVATE-DATA');
    mkdirSync(path.join(t.config.dataDir, 'media', '7'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'media', '7', '.hidden'), 'PRIVATE-DATA');
    const attempts = [
      '/media/../jwt-secret',
      '/media/..%2fjwt-secret',
      '/media/%2e%2e/jwt-secret',
      '/media/%2e%2e%2fjwt-secret',
      '/media/..%252fjwt-secret',
      '/media/7/../../private.txt',
      '/media/7/..%2f..%2fprivate.txt',
      '/media/..\\jwt-secret',
      '/media/..%5cjwt-secret',
      '/media/%c0%ae%c0%ae/jwt-secret',
      '/media/....//jwt-secret',
      '/media//../private.txt',
      '/media/7/.hidden',
      '/media/7/%2ehidden',
      '/media/%00../private.txt',
      '/media/7/x%00.webp',
      '/static/../../jwt-secret',
      '/%2e%2e/jwt-secret',
    ];
    const failures: string[] = [];
    for (const url of attempts) {
      const res = await t.app.inject({ method: 'GET', url });
      const leaked = res.body.includes(secret) || res.body.includes('PRIVATE-DATA');
      if (
        leaked ||
        res.statusCode >= 500 ||
        (res.statusCode < 400 && res.headers['content-type']?.toString().includes('octet'))
      )
        failures.push(`${url} -> ${res.statusCode}${leaked ? ' LEAKED' : ''}`);
    }
    expect(failures).toEqual([]);
  });

  it('sends CSP, nosniff, frame-ancestors and Referrer-Policy on pages and every kind of API answer; nosniff on files', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/account/images',
      headers: { ...bakery, 'content-type': body.contentType },
      payload: body.payload,
    });
    const media = upload.json().image.url as string;
    const product = (await catalogueOf(t, 'sunrise-electronics')).products[0];
    const answers: [string, Promise<{ headers: Record<string, unknown>; statusCode: number }>][] = [
      ['storefront page', t.app.inject({ method: 'GET', url: '/sunrise-electronics' })],
      [
        'product page',
        t.app.inject({
          method: 'GET',
          url: `/sunrise-electronics/product-detail/x/${Buffer.from(String(product.product_id)).toString('base64')}`,
        }),
      ],
      ['unknown shop page', t.app.inject({ method: 'GET', url: '/no-such-shop-here' })],
      ['login page', t.app.inject({ method: 'GET', url: '/login' })],
      ['missing file', t.app.inject({ method: 'GET', url: '/static/missing.js' })],
      ['sitemap', t.app.inject({ method: 'GET', url: '/sitemap.xml' })],
      ['robots', t.app.inject({ method: 'GET', url: '/robots.txt' })],
      ['API docs', t.app.inject({ method: 'GET', url: '/api/docs' })],
      ['catalogue', t.app.inject({ method: 'GET', url: '/api/getcatalogue/sunrise-electronics', headers: t.headers })],
      [
        'catalogue 304',
        t.app.inject({
          method: 'GET',
          url: '/api/getcatalogue/sunrise-electronics',
          headers: { ...t.headers, 'if-none-match': '*' },
        }),
      ],
      ['owner call', t.app.inject({ method: 'GET', url: '/api/account/shop', headers: bakery })],
      ['validation 400', t.app.inject({ method: 'GET', url: '/api/getshopseo/abc', headers: t.headers })],
      ['no api-key 401', t.app.inject({ method: 'GET', url: '/api/getcatalogue/x' })],
      ['forbidden 403', t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: bakery })],
      ['unknown API 404', t.app.inject({ method: 'GET', url: '/api/nothing', headers: t.headers })],
      [
        'too large 413',
        t.app.inject({
          method: 'POST',
          url: '/api/reportshop',
          headers: { ...t.headers, 'content-type': 'application/json' },
          payload: `{"message":"${'x'.repeat(200 * 1024)}"}`,
        }),
      ],
      ['health', t.app.inject({ method: 'GET', url: '/api/health' })],
    ];
    const missing: string[] = [];
    for (const [what, pending] of answers) {
      const res = await pending;
      const h = res.headers;
      const csp = String(h['content-security-policy'] ?? '');
      // A JSON answer may carry the strictest policy (nothing allowed); a page its own scripts only.
      const nothing = /default-src 'none'/.test(csp);
      const problems = [
        !nothing && !csp.includes("default-src 'self'") && 'CSP default-src',
        !nothing && !/script-src 'self'(;|$)/.test(csp) && 'CSP script-src without inline',
        !csp.includes("frame-ancestors 'none'") && 'frame-ancestors',
        !nothing && !csp.includes("object-src 'none'") && 'object-src',
        h['x-content-type-options'] !== 'nosniff' && 'nosniff',
        !h['referrer-policy'] && 'Referrer-Policy',
        h['x-powered-by'] !== undefined && 'X-Powered-By present',
      ].filter(Boolean);
      if (problems.length) missing.push(`${what} (${res.statusCode}): ${problems.join(', ')}`);
    }
    // A file is never shown as a page: the page-only headers stay off it (they would only add bytes), and what
    // applies to it stays on. An uploaded picture (shop owners' content) also carries a policy
    // that allows nothing, should it ever be opened as a document.
    for (const [what, url] of [
      ['bundle', '/static/app-abc123.js'],
      ['uploaded image', media],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const h = res.headers;
      const problems = [
        res.statusCode !== 200 && `status ${res.statusCode}`,
        h['x-content-type-options'] !== 'nosniff' && 'nosniff',
        h['cross-origin-resource-policy'] !== 'same-site' && 'Cross-Origin-Resource-Policy',
        h['x-frame-options'] !== undefined && 'X-Frame-Options present',
        h['x-powered-by'] !== undefined && 'X-Powered-By present',
        what === 'bundle' && h['content-security-policy'] !== undefined && 'CSP on a script',
        what === 'uploaded image' &&
          !/default-src 'none'.*frame-ancestors 'none'/.test(String(h['content-security-policy'])) &&
          'CSP allowing nothing',
      ].filter(Boolean);
      if (problems.length) missing.push(`${what}: ${problems.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });
});
