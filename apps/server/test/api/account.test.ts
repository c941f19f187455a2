import { accountShopResponse, defaultCatalogueHeader } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

describe('the owner account: shop', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
  });
  afterAll(() => t?.close());

  const put = (payload: unknown, headers = owner) =>
    t.app.inject({ method: 'PUT', url: '/api/account/shop', headers, payload: payload as object });
  const catalogue = async (url = 'sunrise-electronics') =>
    (await t.app.inject({ method: 'GET', url: `/api/getcatalogue/${url}`, headers: t.headers })).json();

  it('reads the own shop with status and SEO texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/shop', headers: owner });
    expect(res.statusCode).toBe(200);
    const { shop } = accountShopResponse.parse(res.json());
    expect(shop).toMatchObject({ shop_catalogue_url: 'sunrise-electronics', status: 'active' });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/shop', headers: t.headers })).statusCode).toBe(401);
  });

  it('updates fields partially and the public catalogue shows it at once', async () => {
    await catalogue(); // warm the cache
    const res = await put({ shop_tagline: 'Open on Sundays', shop_email: '', shop_website: 'https://sunrise.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().shop).toMatchObject({
      shop_tagline: 'Open on Sundays',
      shop_email: '',
      shop_name: 'Sunrise Electronics',
    });
    expect((await catalogue()).catalogue.shop[0].shop_tagline).toBe('Open on Sundays');
  });

  it('validates each field and names the wrong ones', async () => {
    const res = await put({
      shop_email: 'not-an-email',
      shop_website: 'javascript:alert(1)',
      mobile_phone_primary: 'abc',
      shop_postal_code: '!!',
      shop_catalogue_url: 'Bad URL',
      currency_code: 'rupees',
      shop_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'currency_code',
      'mobile_phone_primary',
      'shop_catalogue_url',
      'shop_email',
      'shop_name',
      'shop_postal_code',
      'shop_website',
    ]);
    expect((await put({ unknown_field: 1 })).statusCode).toBe(400);
    expect((await put({ shop_state_id: 999999 })).statusCode).toBe(422);
    expect((await put({ shop_catalogue_url: 'bulk-mart' })).statusCode).toBe(409);
    expect((await put({ shop_catalogue_url: 'login' })).statusCode).toBe(400);
  });

  it('moves the catalogue to a new URL: the old one 404s and the new one answers', async () => {
    await catalogue('corner-bakery');
    const baker = await loginAs(t, 'bakery');
    expect((await put({ shop_catalogue_url: 'corner-bakery-pune' }, baker)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers: t.headers })).statusCode,
    ).toBe(404);
    expect((await catalogue('corner-bakery-pune')).catalogue.shop[0].shop_catalogue_url).toBe('corner-bakery-pune');
  });

  it('stores a valid header, as an object or as JSON text, re-serialised', async () => {
    const header = { ...defaultCatalogueHeader, bg_color: 'rgb(10, 20, 30)' };
    const res = await put({ shop_catalogue_header: header });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().shop.shop_catalogue_header)).toEqual(header);
    const text = await put({ shop_catalogue_header: JSON.stringify({ ...header, bg_color: '#abc' }) });
    expect(text.statusCode).toBe(200);
    expect(JSON.parse((await catalogue()).catalogue.shop[0].shop_catalogue_header).bg_color).toBe('#abc');
  });

  it('refuses header JSON that tries to smuggle CSS, markup or extra keys', async () => {
    const base = defaultCatalogueHeader;
    const attempts: unknown[] = [
      { ...base, bg_color: 'red; background-image: url(https://evil.example/x)' },
      { ...base, bg_color: '#fff;}</style><script>alert(1)</script>' },
      { ...base, bg_color: 'expression(alert(1))' },
      { ...base, shop_name: { ...base.shop_name, font_family: 'Arial; color: red' } },
      { ...base, shop_name: { ...base.shop_name, font_family: "x'}body{display:none}" } },
      { ...base, shop_name: { ...base.shop_name, font_size: '12px; position: fixed' } },
      { ...base, shop_name: { ...base.shop_name, font_size: 200 } },
      { ...base, shop_name: { ...base.shop_name, font_size: 7 } },
      { ...base, shop_name: { ...base.shop_name, font_style: 'oblique; color: red' } },
      { ...base, shop_name: { ...base.shop_name, font_color: 'url(javascript:alert(1))' } },
      { ...base, shop_name: { ...base.shop_name, status: 'true' } },
      { ...base, shop_name: { ...base.shop_name, style: 'color:red' } },
      { ...base, extra: '<img src=x onerror=alert(1)>' },
      `{"bg_color":"#fff","__proto__":{"polluted":true},"shop_name":${JSON.stringify(base.shop_name)}}`,
      { ...base, shop_tagline: undefined },
      '{"bg_color": "#fff"',
      '"just a string"',
      JSON.stringify({ ...base, bg_color: 'rgb(300, 0, 0)' }),
      [],
      42,
    ];
    for (const header of attempts) {
      const res = await put({ shop_catalogue_header: header });
      expect(res.statusCode, JSON.stringify(header)?.slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', errors: expect.any(Object) });
      expect(Object.keys(res.json().errors)[0]).toMatch(/^shop_catalogue_header/);
    }
    // A prototype key in the body itself is dropped by the JSON parser; nothing is polluted.
    const raw = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: `{"shop_catalogue_header":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}`,
    });
    expect(raw.statusCode).toBe(400);
    const stored = (await catalogue()).catalogue.shop[0].shop_catalogue_header as string;
    expect(stored).not.toMatch(/script|url\(|expression|;|polluted/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('replaces the shop images with checked links only', async () => {
    const ok = await put({ shop_images: [{ image_url: '/assets/logos/corner-bakery.svg', image_type: 'logo' }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().shop.shop_images).toEqual([{ image_url: '/assets/logos/corner-bakery.svg', image_type: 'logo' }]);
    for (const image_url of [
      'javascript:alert(1)',
      'http://insecure.example/x.png',
      '/media/../../etc/passwd',
      'data:image/png;base64,AAAA',
    ]) {
      expect((await put({ shop_images: [{ image_url, image_type: 'logo' }] })).statusCode, image_url).toBe(400);
    }
    expect((await put({ shop_images: [{ image_url: '/media/x.png', image_type: 'poster' }] })).statusCode).toBe(400);
  });
});
