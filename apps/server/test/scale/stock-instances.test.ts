import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../api/helpers.js';
import { ledgerSum, placeOrder, quantityOf, shopper } from '../api/stock-support.js';
import { TEST_API_KEY } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';
import { type Instance, startInstance } from './instances.js';

/** Counted stock across instances: two servers on one PostgreSQL never sell the last unit twice. */
describe.runIf(testDriver() === 'postgres')('stock on two instances', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  const headers = { 'api-key': TEST_API_KEY };
  beforeAll(async () => {
    shared = await createTestDatabase();
    const url = shared.database.url as string;
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.dispose();
  });

  it('100 orders for the last unit, 50 on each instance: one placed, 99 x 409, and B shows it sold out', async () => {
    const catalogue = (await a.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers })).json()
      .catalogue;
    const product = catalogue.products.find((p: { variants: unknown[] }) => p.variants.length === 0);
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.bakery });
    const owner = { ...headers, authorization: `Bearer ${login.json().token}` };
    const set = await a.app.inject({
      method: 'PUT',
      url: `/api/account/products/${product.product_id}`,
      headers: owner,
      payload: { stock_quantity: 1, stock_quantity_expected: null },
    });
    expect(set.statusCode).toBe(200);
    // B has the product cached as in stock before the orders.
    const onB = () =>
      b.app.inject({ method: 'GET', url: `/api/getproduct/corner-bakery/${product.product_id}`, headers });
    expect((await onB()).json().product).toMatchObject({ stock_quantity: 1, in_stock: true });

    const payload = {
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      items: [{ product_id: product.product_id, quantity: 1 }],
    };
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => placeOrder(i % 2 ? b.app : a.app, headers, payload)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(await quantityOf(shared.database.db, product.product_id)).toBe(0);
    expect(await ledgerSum(shared.database.db, product.product_id)).toBe(0);

    // The change event reaches B's cache within a second.
    const started = Date.now();
    while ((await onB()).json().product.in_stock) {
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
});
