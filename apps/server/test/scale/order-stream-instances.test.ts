import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../api/helpers.js';
import { type OpenStream, openStream, ticketFor } from '../api/order-stream-support.js';
import { customer, placeOrder } from '../api/stock-support.js';
import { TEST_API_KEY } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';
import { type Instance, startInstance } from './instances.js';

/** Live orders across instances: an order placed through A reaches the owner's stream open on B. */
describe.runIf(testDriver() === 'postgres')('order stream on two instances', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  let stream: OpenStream | undefined;
  const headers = { 'api-key': TEST_API_KEY };
  beforeAll(async () => {
    shared = await createTestDatabase();
    const url = shared.database.url as string;
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  });
  afterAll(async () => {
    stream?.close();
    await Promise.all([a?.close(), b?.close()]);
    await shared?.dispose();
  });

  it('a ticket from A opens a stream on B, which receives the order placed on A within a second', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.bakery });
    const owner = { ...headers, authorization: `Bearer ${login.json().token}` };
    // Both instances sign with the secret shared through the database: A's ticket is good on B.
    stream = await openStream(b.app, await ticketFor(a.app, owner));
    expect(stream.status).toBe(200);

    const catalogue = (await a.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers })).json()
      .catalogue;
    const product = catalogue.products.find((p: { variants: unknown[] }) => p.variants.length === 0);
    const started = Date.now();
    const res = await placeOrder(a.app, headers, {
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'cod',
      customer,
      items: [{ product_id: product.product_id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order_id, order_number } = res.json().order;
    expect(await stream.next((e) => e.order_id === order_id, 1_000)).toEqual({
      type: 'order.placed',
      order_id,
      order_number,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a ticket opens one stream across instances: the same ticket on A and on B at once, exactly one opens', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.sunrise });
    const owner = { ...headers, authorization: `Bearer ${login.json().token}` };
    for (let round = 0; round < 3; round++) {
      const ticket = await ticketFor(a.app, owner);
      const both = await Promise.all([openStream(a.app, ticket), openStream(b.app, ticket)]);
      for (const s of both) s.close();
      expect(both.map((s) => s.status).sort()).toEqual([200, 401]);
    }
  });
});
