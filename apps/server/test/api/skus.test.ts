import { productResponse } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

describe('SKUs on products and variants', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let baker: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
    baker = await loginAs(t, 'bakery');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = owner) =>
    t.app.inject({ method, url, headers, payload: payload as object | undefined });
  const create = async (body: object, headers = owner) => {
    const res = await call('POST', '/api/account/products', { main_price: 10, ...body }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return productResponse.parse(res.json()).product;
  };

  it('sets, changes and clears a product SKU and variant SKUs; the answer and a re-read show them', async () => {
    const made = await create({
      product_name: 'Blue mug',
      sku: '  MUG-1 ',
      variants: [
        { product_variant_name: 'Small', price: 10, sku: 'MUG-1-S' },
        { product_variant_name: 'Large', price: 12 },
      ],
    });
    expect(made.sku).toBe('MUG-1');
    expect(made.variants.map((v) => v.sku)).toEqual(['MUG-1-S', null]);
    const [small, large] = made.variants;

    const url = `/api/account/products/${made.product_id}`;
    // Change the product's, give the second variant one, keep the first's (sku absent: unchanged).
    let res = await call('PUT', url, {
      sku: 'MUG-2',
      variants: [
        { product_variant_id: small.product_variant_id, product_variant_name: 'Small', price: 10 },
        { product_variant_id: large.product_variant_id, product_variant_name: 'Large', price: 12, sku: 'MUG-2-L' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    let product = productResponse.parse(res.json()).product;
    expect(product.sku).toBe('MUG-2');
    expect(product.variants.map((v) => v.sku)).toEqual(['MUG-1-S', 'MUG-2-L']);
    expect(productResponse.parse((await call('GET', url)).json()).product).toEqual(product);

    // Two variants swap their codes in one save; a patch without sku or variants keeps them all.
    res = await call('PUT', url, {
      variants: [
        { product_variant_id: small.product_variant_id, product_variant_name: 'Small', price: 10, sku: 'MUG-2-L' },
        { product_variant_id: large.product_variant_id, product_variant_name: 'Large', price: 12, sku: 'MUG-1-S' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('PUT', url, { product_name: 'Blue mug' });
    product = productResponse.parse(res.json()).product;
    expect(product.variants.map((v) => v.sku)).toEqual(['MUG-2-L', 'MUG-1-S']);

    // Null and empty clear; a removed variant's code is free again, here for a new variant.
    res = await call('PUT', url, {
      sku: null,
      variants: [
        { product_variant_id: small.product_variant_id, product_variant_name: 'Small', price: 10, sku: '' },
        { product_variant_name: 'Huge', price: 15, sku: 'MUG-1-S' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    product = productResponse.parse(res.json()).product;
    expect(product.sku).toBeNull();
    expect(product.variants.map((v) => [v.product_variant_name, v.sku])).toEqual([
      ['Small', null],
      ['Huge', 'MUG-1-S'],
    ]);
    // The freed product code can be taken by another product.
    expect((await create({ product_name: 'Red mug', sku: 'MUG-2' })).sku).toBe('MUG-2');
  });

  it('refuses a SKU another product or variant of the shop holds (422 on the field, naming the holder)', async () => {
    const mug = await create({
      product_name: 'Green mug',
      sku: 'ABC-1',
      variants: [{ product_variant_name: 'Large', price: 12, sku: 'ABC-1-L' }],
    });
    const clashProduct = await call('POST', '/api/account/products', {
      product_name: 'Copper kettle QX',
      main_price: 20,
      sku: 'ABC-1',
    });
    expect(clashProduct.statusCode).toBe(422);
    expect(clashProduct.json().errors).toEqual({ sku: 'The SKU ABC-1 is already used by Green mug.' });

    const teapot = await create({ product_name: 'Teapot', variants: [{ product_variant_name: 'One', price: 20 }] });
    const clashVariant = await call('PUT', `/api/account/products/${teapot.product_id}`, {
      variants: [
        { product_variant_id: teapot.variants[0].product_variant_id, product_variant_name: 'One', price: 20 },
        { product_variant_name: 'Two', price: 20, sku: 'ABC-1-L' },
      ],
    });
    expect(clashVariant.statusCode).toBe(422);
    expect(clashVariant.json().errors).toEqual({
      'variants.1.sku': 'The SKU ABC-1-L is already used by Green mug (Large).',
    });
    // Nothing of the refused save was written.
    const still = productResponse.parse((await call('GET', `/api/account/products/${teapot.product_id}`)).json());
    expect(still.product.variants).toHaveLength(1);

    // A product's variant may not reuse the product's own code, nor two fields of one save the same one.
    const own = await call('PUT', `/api/account/products/${mug.product_id}`, {
      variants: [{ product_variant_name: 'Small', price: 9, sku: 'ABC-1' }],
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ 'variants.0.sku': 'The SKU ABC-1 is already used by Green mug.' });
    const twice = await call('POST', '/api/account/products', {
      product_name: 'Jug',
      main_price: 5,
      sku: 'JUG',
      variants: [{ product_variant_name: 'A', price: 5, sku: 'JUG' }],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toHaveProperty(['variants.0.sku']);

    // Codes are per shop: another shop may use the same one.
    expect((await create({ product_name: 'Bread', sku: 'ABC-1' }, baker)).sku).toBe('ABC-1');
  });

  it("finds a product in the owner's list by its exact SKU or a variant's, as well as by name", async () => {
    const made = await create({
      product_name: 'Copper kettle QX',
      sku: 'TEA-9',
      variants: [{ product_variant_name: 'Red', price: 20, sku: 'TEA-9-RED' }],
    });
    const found = async (q: string) =>
      (await call('GET', `/api/account/products?q=${encodeURIComponent(q)}`))
        .json()
        .products.map((p: { product_id: number }) => p.product_id);
    expect(await found('TEA-9')).toEqual([made.product_id]);
    expect(await found('TEA-9-RED')).toEqual([made.product_id]);
    expect(await found('kettle qx')).toEqual([made.product_id]);
    // Another shop's owner does not find it by its code.
    expect((await call('GET', '/api/account/products?q=TEA-9', undefined, baker)).json().products).toEqual([]);
  });

  it('refuses malformed SKUs', async () => {
    for (const sku of ['A'.repeat(65), 'A\nB', 'TAB\tX', 42]) {
      const res = await call('POST', '/api/account/products', { product_name: 'Bad', main_price: 1, sku });
      expect(res.statusCode, String(sku)).toBe(400);
    }
    expect((await create({ product_name: 'Long', sku: 'A'.repeat(64) })).sku).toHaveLength(64);
  });

  it('lets exactly one of 100 concurrent saves of one SKU on different products win', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call('POST', '/api/account/products', { product_name: `Race ${i}`, main_price: 1, sku: 'RACE-1' }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(99);
    const winner = results.find((r) => r.statusCode === 201)!.json().product.product_name;
    for (const r of results.filter((r) => r.statusCode === 422)) {
      expect(r.json().errors).toEqual({ sku: `The SKU RACE-1 is already used by ${winner}.` });
    }

    // The same race between existing products (updates), by product and by variant.
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create({ product_name: `Racer ${i}`, variants: [{ product_variant_name: 'V', price: 1 }] }),
      ),
    );
    const updates = await Promise.all(
      racers.map((p, i) =>
        call(
          'PUT',
          `/api/account/products/${p.product_id}`,
          i % 2
            ? { sku: 'RACE-2' }
            : {
                variants: [
                  {
                    product_variant_id: p.variants[0].product_variant_id,
                    product_variant_name: 'V',
                    price: 1,
                    sku: 'RACE-2',
                  },
                ],
              },
        ),
      ),
    );
    expect(updates.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(updates.filter((r) => r.statusCode === 422)).toHaveLength(19);
  });
});
