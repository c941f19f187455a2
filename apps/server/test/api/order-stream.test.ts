import http from 'node:http';
import { ORDER_STREAMS_PER_USER } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalChangeEvents } from '../../src/events/changes.js';
import { sessionVersionOf } from '../../src/modules/auth/service.js';
import { OrderStreamHub } from '../../src/modules/order-stream/hub.js';
import { endRevokedStreams } from '../../src/modules/order-stream/revocation.js';
import { StreamTickets } from '../../src/modules/order-stream/tickets.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { baseUrl, type OpenStream, openStream, ticketFor } from './order-stream-support.js';
import { customer, placeOrder } from './stock-support.js';

const METRICS_TOKEN = 'order-stream-test-metrics-token-0123456789';

/** New orders reach the owner's open pages, over a real connection, on PGlite and PostgreSQL. */
describe('owner order stream', () => {
  let t: TestApp;
  let bakeryOwner: Record<string, string>;
  const streams: OpenStream[] = [];
  const open = async (ticket: string | undefined, headers?: Record<string, string>) => {
    const stream = await openStream(t.app, ticket, headers);
    streams.push(stream);
    return stream;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
    bakeryOwner = await loginAs(t, 'bakery');
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  const order = async (shopUrl: string) => {
    const catalogue = await catalogueOf(t, shopUrl);
    const product = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock) ?? catalogue.products[0];
    const item = product.variants.length
      ? { product_id: product.product_id, product_variant_id: product.variants[0].product_variant_id, quantity: 1 }
      : { product_id: product.product_id, quantity: 1 };
    const res = await placeOrder(t.app, t.headers, {
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'cod',
      customer,
      items: [item],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { order_id: number; order_number: string };
  };
  const streamsOpen = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return Number(/^vitrine_event_streams_open (\d+)$/m.exec(res.body)?.[1]);
  };

  it('gives a ticket only to a signed-in owner', async () => {
    const url = '/api/account/orders/events/ticket';
    expect((await t.app.inject({ method: 'POST', url, headers: t.headers })).statusCode).toBe(401);
    const admin = await loginAs(t, 'admin');
    expect((await t.app.inject({ method: 'POST', url, headers: admin })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: bakeryOwner });
    expect(res.statusCode).toBe(200);
    const { ticket, expires_at } = res.json();
    expect(ticket).toEqual(expect.any(String));
    const lifetime = Date.parse(expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
  });

  it('refuses a stream without a ticket, with a forged, expired or revoked one, and a session token as a ticket', async () => {
    const refused = async (ticket: string | undefined) => {
      const s = await open(ticket);
      expect(s.status, s.text()).toBe(401);
      expect(JSON.parse(s.text())).toMatchObject({ status: 'fail' });
    };
    await refused(undefined);
    await refused('not-a-ticket');
    const good = await ticketFor(t.app, bakeryOwner);
    await refused(`${good.slice(0, -2)}xx`);
    // A session token is signed with the secret itself; a ticket with a key derived from it.
    await refused(bakeryOwner.authorization.slice('Bearer '.length));
    const tickets = new StreamTickets(t.config.jwtSecret, sessionVersionOf(t.database.db));
    const claims = await tickets.verify(good);
    const { ticket: expired } = await tickets.issue(claims, Math.floor(Date.now() / 1000) - 120);
    await refused(expired);
    // A logout ends the tickets of the session, as it ends its tokens.
    const bulk = await loginAs(t, 'bulk');
    const bulkTicket = await ticketFor(t.app, bulk);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bulk })).statusCode).toBe(200);
    await refused(bulkTicket);
  });

  it("streams the owner's new orders and status changes, never another shop's, uncompressed and not stored", async () => {
    const stream = await open(await ticketFor(t.app, bakeryOwner), { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('content-security-policy')).toBeTruthy();

    const elsewhere = await order('sunrise-electronics');
    const placed = await order('corner-bakery');
    expect(await stream.next((e) => e.order_id === placed.order_id)).toEqual({
      type: 'order.placed',
      order_id: placed.order_id,
      order_number: placed.order_number,
    });

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${placed.order_id}`,
      headers: bakeryOwner,
      payload: { order_status: 'confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stream.next((e) => e.type === 'order.moved')).toEqual({
      type: 'order.moved',
      order_id: placed.order_id,
      order_number: placed.order_number,
      from: 'pending',
      to: 'confirmed',
      actor: 'owner',
    });
    expect(stream.events.map((e) => e.order_id)).not.toContain(elsewhere.order_id);
    expect(stream.text()).not.toContain(elsewhere.order_number);
  });

  it('counts open streams and lets go of one when its client leaves', async () => {
    const before = await streamsOpen();
    const stream = await open(await ticketFor(t.app, bakeryOwner));
    expect(stream.status).toBe(200);
    expect(await streamsOpen()).toBe(before + 1);
    stream.close();
    const started = Date.now();
    while ((await streamsOpen()) !== before) {
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  it('opens one stream per ticket, once: the same ticket used twice at once opens exactly one', async () => {
    const ticket = await ticketFor(t.app, bakeryOwner);
    const both = await Promise.all([open(ticket), open(ticket)]);
    expect(both.map((s) => s.status).sort()).toEqual([200, 401]);
    const refused = both.find((s) => s.status === 401) as OpenStream;
    expect(JSON.parse(refused.text()).message).toMatch(/already opened a stream/);
    // Later, and after its stream closed, it is still spent.
    for (const s of both) s.close();
    expect((await open(ticket)).status).toBe(401);
  });

  it(`lets an account hold ${ORDER_STREAMS_PER_USER} streams: one more at once is a 429, and a closed stream frees its slot`, async () => {
    const owner = await loginAs(t, 'bulk');
    const tickets = await Promise.all(
      Array.from({ length: ORDER_STREAMS_PER_USER + 1 }, () => ticketFor(t.app, owner)),
    );
    const opened = await Promise.all(tickets.map((ticket) => open(ticket)));
    expect(opened.filter((s) => s.status === 200)).toHaveLength(ORDER_STREAMS_PER_USER);
    const refused = opened.filter((s) => s.status !== 200);
    expect(refused.map((s) => s.status)).toEqual([429]);
    expect(JSON.parse(refused[0].text())).toMatchObject({
      status: 'fail',
      message: expect.stringContaining(`${ORDER_STREAMS_PER_USER} live order streams`),
    });
    // Another account is not held back by this one's streams.
    expect((await open(await ticketFor(t.app, bakeryOwner))).status).toBe(200);

    const before = await streamsOpen();
    opened.find((s) => s.status === 200)?.close();
    const started = Date.now();
    while ((await streamsOpen()) !== before - 1) {
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await open(await ticketFor(t.app, owner))).status).toBe(200);
    expect((await open(await ticketFor(t.app, owner))).status).toBe(429);
  });

  it('holds no slot for a client that left while its ticket was checked', async () => {
    const owner = await loginAs(t, 'sunrise');
    const before = await streamsOpen();
    const base = await baseUrl(t.app);
    // Each request is sent and its connection dropped at once, before the answer can come.
    const tickets = await Promise.all(
      Array.from({ length: ORDER_STREAMS_PER_USER + 1 }, () => ticketFor(t.app, owner)),
    );
    await Promise.all(
      tickets.map(
        (ticket) =>
          new Promise<void>((resolve) => {
            const req = http.get(`${base}/api/account/orders/events?ticket=${encodeURIComponent(ticket)}`, {
              agent: false,
            });
            req.on('error', () => resolve());
            req.on('close', () => resolve());
            req.on('finish', () => req.destroy());
          }),
      ),
    );
    // A ticket's second use is answered after its first was handled (a 401: spent), so by now the
    // server has seen every one of them (one it never saw opens now, and is closed).
    for (const ticket of tickets) {
      const again = await open(ticket);
      again.close();
    }
    const started = Date.now();
    while ((await streamsOpen()) !== before) {
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await open(await ticketFor(t.app, owner))).status).toBe(200);
  });

  it('documents the ticket and the stream in the OpenAPI document, the stream without the api-key', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const ticket = spec.paths['/api/account/orders/events/ticket']?.post;
    const stream = spec.paths['/api/account/orders/events']?.get;
    expect(Object.keys(ticket?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(Object.keys(stream?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(stream?.security).toEqual([]);
  });

  it('ends the open streams of a session that logged out, and only those', async () => {
    const tickets = new StreamTickets(t.config.jwtSecret, sessionVersionOf(t.database.db));
    const hub = new OrderStreamHub(new LocalChangeEvents());
    const streamOf = async (headers: Record<string, string>) => {
      const claims = await tickets.verify(await ticketFor(t.app, headers));
      const client = { ...claims, ended: false, write: () => {}, end: () => (client.ended = true) };
      hub.add(claims.shopId, client);
      return client;
    };
    const sunrise = await loginAs(t, 'sunrise');
    const leaving = await streamOf(sunrise);
    const staying = await streamOf(bakeryOwner);
    expect(await endRevokedStreams(t.database.db, hub)).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sunrise })).statusCode).toBe(200);
    expect(await endRevokedStreams(t.database.db, hub)).toBe(1);
    expect(leaving.ended).toBe(true);
    expect(staying.ended).toBe(false);
    hub.close();
  });
});
