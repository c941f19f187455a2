import { categoryListResponse, productListResponse, productResponse } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';

describe('the owner account: products and categories', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let baker: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
    baker = await loginAs(t, 'bakery');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
    t.app.inject({ method, url, headers, payload: payload as object | undefined });

  it('lists products newest first, paged, searchable and filterable', async () => {
    const res = await call('GET', '/api/account/products?per_page=5&page=2');
    expect(res.statusCode).toBe(200);
    const body = productListResponse.parse(res.json());
    expect(body).toMatchObject({ page: 2, per_page: 5 });
    expect(body.products).toHaveLength(5);
    expect(body.total).toBeGreaterThan(10);
    const search = productListResponse.parse((await call('GET', '/api/account/products?q=nova')).json());
    expect(search.products.length).toBeGreaterThan(0);
    expect(search.products.every((p) => /nova/i.test(p.product_name))).toBe(true);
    const literal = productListResponse.parse((await call('GET', '/api/account/products?q=%25')).json());
    expect(literal.total).toBe(0);
    const categoryId = search.products[0].category_id!;
    const inCategory = productListResponse.parse(
      (await call('GET', `/api/account/products?category_id=${categoryId}`)).json(),
    );
    expect(inCategory.products.every((p) => p.category_id === categoryId)).toBe(true);
    expect((await call('GET', '/api/account/products?per_page=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/account/products?page=0')).statusCode).toBe(400);
  });

  it('creates, reads, updates and deletes a product with variants; the catalogue follows at once', async () => {
    await catalogueOf(t, 'sunrise-electronics');
    const created = await call('POST', '/api/account/products', {
      product_name: 'Pulse Earbuds',
      description: 'Wireless earbuds',
      main_price: 1999.5,
      image_url: '/assets/speaker.svg',
      in_stock: true,
      variants: [
        { product_variant_name: 'White', price: 1999.5 },
        { product_variant_name: 'Black', price: 2099 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const { product } = productResponse.parse(created.json());
    expect(product).toMatchObject({ main_price: 1999.5, images: ['/assets/speaker.svg'] });
    expect(product.variants.map((v) => v.price)).toEqual([1999.5, 2099]);
    let shown = await catalogueOf(t, 'sunrise-electronics');
    expect(shown.products[0].product_name).toBe('Pulse Earbuds');

    const [white, black] = product.variants;
    const updated = await call('PUT', `/api/account/products/${product.product_id}`, {
      main_price: 1899,
      in_stock: false,
      variants: [
        { product_variant_id: black.product_variant_id, product_variant_name: 'Jet Black', price: 1899 },
        { product_variant_name: 'Blue', price: 1950.25 },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const after = productResponse.parse(updated.json()).product;
    expect(after.product_name).toBe('Pulse Earbuds');
    expect(after.variants.map((v) => v.product_variant_name)).toEqual(['Jet Black', 'Blue']);
    expect(after.variants[0].product_variant_id).toBe(black.product_variant_id);
    expect(after.variants.some((v) => v.product_variant_id === white.product_variant_id)).toBe(false);
    shown = await catalogueOf(t, 'sunrise-electronics');
    expect(shown.products[0]).toMatchObject({ main_price: 1899, in_stock: false });

    const read = await call('GET', `/api/account/products/${product.product_id}`);
    expect(read.json().product).toEqual(after);

    expect((await call('DELETE', `/api/account/products/${product.product_id}`)).json()).toEqual({ status: 'success' });
    expect((await call('GET', `/api/account/products/${product.product_id}`)).statusCode).toBe(404);
    shown = await catalogueOf(t, 'sunrise-electronics');
    expect(shown.products.some((p) => p.product_id === product.product_id)).toBe(false);
  });

  it('hides an inactive product from the storefront and checkout, and shows it again when reactivated', async () => {
    const shown = await catalogueOf(t, 'sunrise-electronics');
    const target = shown.products.find((p) => p.variants.length === 0 && p.in_stock)!;
    const hidden = await call('PUT', `/api/account/products/${target.product_id}`, { is_active: false });
    expect(productResponse.parse(hidden.json()).product.is_active).toBe(false);
    expect((await catalogueOf(t, 'sunrise-electronics')).products.some((p) => p.product_id === target.product_id)).toBe(
      false,
    );
    const listed = productListResponse.parse((await call('GET', '/api/account/products?per_page=100')).json());
    expect(listed.products.find((p) => p.product_id === target.product_id)?.is_active).toBe(false);

    await call('PUT', `/api/account/products/${target.product_id}`, { is_active: true });
    expect((await catalogueOf(t, 'sunrise-electronics')).products.some((p) => p.product_id === target.product_id)).toBe(
      true,
    );
  });

  it('validates product input and names the wrong fields', async () => {
    const res = await call('POST', '/api/account/products', {
      product_name: '',
      main_price: -1,
      image_url: 'javascript:alert(1)',
      variants: [{ product_variant_name: 'x', price: 1.234 }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'image_url',
      'main_price',
      'product_name',
      'variants.0.price',
    ]);
    expect((await call('POST', '/api/account/products', { product_name: 'x', main_price: '10' })).statusCode).toBe(400);
    const foreignCategory = await call('POST', '/api/account/products', {
      product_name: 'x',
      main_price: 1,
      category_id: 999999,
    });
    expect(foreignCategory.statusCode).toBe(422);
    expect(foreignCategory.json().errors).toHaveProperty('category_id');
  });

  it("keeps each owner to its own products: another shop's ids answer 404", async () => {
    const sunrise = await catalogueOf(t, 'sunrise-electronics');
    const id = sunrise.products[0].product_id;
    expect((await call('GET', `/api/account/products/${id}`, undefined, baker)).statusCode).toBe(404);
    expect((await call('PUT', `/api/account/products/${id}`, { product_name: 'Hacked' }, baker)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/account/products/${id}`, undefined, baker)).statusCode).toBe(404);
    const variantId = sunrise.products.find((p) => p.variants.length)!.variants[0].product_variant_id;
    const bakeryProduct = (await catalogueOf(t, 'corner-bakery')).products[0].product_id;
    const steal = await call(
      'PUT',
      `/api/account/products/${bakeryProduct}`,
      { variants: [{ product_variant_id: variantId, product_variant_name: 'Mine', price: 1 }] },
      baker,
    );
    expect(steal.statusCode).toBe(422);
    const list = productListResponse.parse(
      (await call('GET', '/api/account/products?per_page=100', undefined, baker)).json(),
    );
    expect(list.products.some((p) => p.product_id === id)).toBe(false);
    expect((await catalogueOf(t, 'sunrise-electronics')).products[0].product_name).toBe(
      sunrise.products[0].product_name,
    );
  });

  it('manages categories: create, rename, reorder, delete (products stay, uncategorised)', async () => {
    const list = categoryListResponse.parse((await call('GET', '/api/account/categories')).json()).categories;
    expect(list.length).toBeGreaterThan(1);
    const created = await call('POST', '/api/account/categories', { name: 'Wearables' });
    expect(created.statusCode).toBe(201);
    const wearables = created.json().category;
    expect(wearables).toMatchObject({ name: 'Wearables', product_count: 0, sort_order: list.length });

    const renamed = await call('PUT', `/api/account/categories/${wearables.id}`, { name: 'Smart Wearables' });
    expect(renamed.json().category.name).toBe('Smart Wearables');

    const ids = [wearables.id, ...list.map((c) => c.id)];
    const reordered = await call('POST', '/api/account/categories/reorder', { ids });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().categories.map((c: { id: number }) => c.id)).toEqual(ids);
    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/getproductcategories/${(await catalogueOf(t, 'sunrise-electronics')).shop[0].shop_id}`,
      headers: t.headers,
    });
    // The shopper's list follows the new order, without the still empty Smart Wearables.
    const shown = publicList.json().product_categories.map((c: { id: number }) => c.id) as number[];
    expect(shown).not.toContain(wearables.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(ids.filter((id) => shown.includes(id)));
    expect((await call('POST', '/api/account/categories/reorder', { ids: ids.slice(1) })).statusCode).toBe(422);
    expect((await call('POST', '/api/account/categories/reorder', { ids: [ids[0], ids[0]] })).statusCode).toBe(400);

    const used = list.find((c) => c.product_count > 0)!;
    expect((await call('DELETE', `/api/account/categories/${used.id}`)).statusCode).toBe(200);
    const products = await catalogueOf(t, 'sunrise-electronics');
    expect(products.products.some((p) => p.category_id === used.id)).toBe(false);
    expect(products.products.filter((p) => p.category_id === null).length).toBe(used.product_count);

    expect((await call('PUT', `/api/account/categories/${list[1].id}`, { name: 'x' }, baker)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/account/categories/${list[1].id}`, undefined, baker)).statusCode).toBe(404);
    expect((await call('POST', '/api/account/categories', { name: '' })).statusCode).toBe(400);
    expect((await call('POST', '/api/account/categories/reorder', { ids: [list[1].id] }, baker)).statusCode).toBe(422);
  });
});
