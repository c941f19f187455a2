import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
import { accounts } from '../api/helpers.js';
import { TEST_API_KEY } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';
import { type Instance, startInstance } from './instances.js';

/** Two instances on one PostgreSQL database, each with its own DATA_DIR: nothing may live on one machine. */
describe.runIf(testDriver() === 'postgres')('two instances on one PostgreSQL', () => {
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

  it('a session made on A works on B (one secret, generated once into the database)', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.sunrise });
    expect(login.statusCode).toBe(200);
    const bearer = { ...headers, authorization: `Bearer ${login.json().token}` };
    const onB = await b.app.inject({ method: 'GET', url: '/api/account/shop', headers: bearer });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().shop.shop_catalogue_url).toBe('sunrise-electronics');
  });

  /** Polls until `check` passes, for at most `ms`; returns how long it took. */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    for (;;) {
      if (await check()) return Date.now() - started;
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const catalogueOn = (instance: Instance, url: string) =>
    instance.app.inject({ method: 'GET', url: `/api/getcatalogue/${url}`, headers });

  it("an owner's edit on A shows in B's catalogue within a second", async () => {
    // B has the catalogue cached before the edit.
    expect((await catalogueOn(b, 'sunrise-electronics')).json().catalogue.shop[0].shop_tagline).not.toBe(
      'Fresh from A',
    );
    const owner = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.sunrise });
    const edit = await a.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: { ...headers, authorization: `Bearer ${owner.json().token}` },
      payload: { shop_tagline: 'Fresh from A' },
    });
    expect(edit.statusCode).toBe(200);
    const took = await within(1_000, async () => {
      const body = (await catalogueOn(b, 'sunrise-electronics')).json();
      return body.catalogue.shop[0].shop_tagline === 'Fresh from A';
    });
    expect(took).toBeLessThan(1_000);
  });

  it('a shop registered on A is found on B at once, though B had cached it as unknown', async () => {
    expect((await catalogueOn(b, 'new-on-a')).statusCode).toBe(404);
    const made = await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: {
        name: 'Ana',
        email: 'ana@new.example',
        password: 'pass-2026!',
        shop_name: 'New on A',
        shop_catalogue_url: 'new-on-a',
      },
    });
    expect(made.statusCode).toBe(200);
    await within(1_000, async () => (await catalogueOn(b, 'new-on-a')).statusCode === 200);
  });

  it('after losing its listening connection, an instance listens again and drops what it may have missed', async () => {
    expect((await catalogueOn(b, 'corner-bakery')).statusCode).toBe(200);
    // Cut every LISTEN connection of this database, as a PostgreSQL restart or a network cut would.
    await shared.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    // A change made while nobody listens (written straight into the database) is missed by both...
    await shared.database.db
      .update(shops)
      .set({ shopTagline: 'Changed while deaf' })
      .where(eq(shops.shopCatalogueUrl, 'corner-bakery'));
    // ...and seen anyway once they are back, because reconnecting clears the cache.
    await within(3_000, async () => {
      const body = (await catalogueOn(b, 'corner-bakery')).json();
      return body.catalogue.shop[0].shop_tagline === 'Changed while deaf';
    });
    // Listening again: an edit through A reaches B as before.
    const owner = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.bakery });
    await a.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: { ...headers, authorization: `Bearer ${owner.json().token}` },
      payload: { shop_tagline: 'Heard again' },
    });
    await within(
      1_000,
      async () => (await catalogueOn(b, 'corner-bakery')).json().catalogue.shop[0].shop_tagline === 'Heard again',
    );
  });

  it('failed logins spread over A and B hit the limit at the same count as on one instance', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: accounts.bulk.email, password: `wrong-${i}` },
          remoteAddress: '203.0.113.99',
        }),
      ),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });

  it('a picture uploaded through A is served by B', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.sunrise });
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const boundary = '----vitrine-instances';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/account/images',
      headers: {
        ...headers,
        authorization: `Bearer ${login.json().token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const onB = await b.app.inject({ method: 'GET', url: uploaded.json().image.url });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('image/webp');
    expect((await sharp(onB.rawPayload).metadata()).width).toBe(400);
  });

  it('checkouts spread over A and B spend one budget (@fastify/rate-limit with the PostgreSQL store)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 34; i++) {
      const res = await (i % 2 ? a : b).app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: {},
        remoteAddress: '203.0.113.150',
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ status: 'fail', message: /Too many orders/ });
    }
    // 30 per 10 minutes in all (one instance alone would allow 30 of its own).
    expect(codes.filter((c) => c === 400)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });
});
