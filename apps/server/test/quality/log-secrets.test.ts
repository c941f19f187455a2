import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, catalogueOf, loginAs } from '../api/helpers.js';
import { placeOrder } from '../api/stock-support.js';
import { decoded, smtpCatcher } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

/** Starts the real server with this environment and returns everything it printed before it exited. */
function outputOfStart(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-log-start-'));
  const child = spawn(tsx, [mainFile], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(output);
    }),
  );
}

/** A shopper whose details must appear in no log line, whatever fails. */
const shopper = {
  name: 'Zenobia Quillfeather',
  phone: '+91 98123 45678',
  address_line1: '42 Larkspur Hidden Lane',
  city: 'Pune',
  postal_code: '411001',
};
const METRICS_TOKEN = 'log-test-metrics-token-0123456789abcdef';

/**
 * No secret, token or customer detail reaches a log line. The app logs at
 * `trace` into a buffer while each case happens; then the buffer is searched for every secret.
 */
describe('what the log never holds', () => {
  let t: TestApp;
  let log = '';
  const secrets: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace', METRICS_TOKEN, PUBLIC_URL: 'https://shops.example' },
      logStream: {
        write: (line: string) => {
          log += line;
        },
      },
    });
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it('a bad DATABASE_URL or JWT_SECRET stops the start, named without its value', async () => {
    const databaseUrl = 'mysql://vitrine:S3cretPgPass@db.example:3306/vitrine';
    const badUrl = await outputOfStart({ DATABASE_URL: databaseUrl });
    expect(badUrl).toMatch(/Invalid DATABASE_URL: must start with postgres:\/\//);
    expect(badUrl).not.toContain('S3cretPgPass');
    const jwtSecret = 'Sh0rtJwtSecretValue';
    const badSecret = await outputOfStart({ JWT_SECRET: jwtSecret });
    expect(badSecret).toMatch(/Invalid JWT_SECRET: must be at least 32 characters/);
    expect(badSecret).not.toContain(jwtSecret);
  });

  it('a query that fails logs no parameter: not the name, phone or address of the order', async () => {
    const catalogue = await catalogueOf(t, 'corner-bakery');
    const product = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock) ?? catalogue.products[0];
    // The database refuses every new order, as a full disk or a broken constraint would.
    await t.database.db.execute(sql`alter table orders add constraint log_test_refuses check (false) not valid`);
    try {
      const res = await placeOrder(t.app, t.headers, {
        shop_id: catalogue.shop[0].shop_id,
        delivery_type: 'cod',
        customer: shopper,
        items: [{ product_id: product.product_id, quantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table orders drop constraint log_test_refuses`);
    }
    // The failure is logged (with its query), only not its values.
    expect(log).toMatch(/"msg":"request failed"/);
    expect(log).toContain('log_test_refuses');
  });

  it("a refused request on an order page's address logs the address without its token", async () => {
    const catalogue = await catalogueOf(t, 'corner-bakery');
    const product = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock) ?? catalogue.products[0];
    const res = await placeOrder(t.app, t.headers, {
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'cod',
      customer: { ...shopper, phone: '+91 98123 45679' },
      items: [{ product_id: product.product_id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderUrl = new URL(res.json().order.order_url as string);
    const [, shop, , number, token] = orderUrl.pathname.split('/');
    secrets.orderToken = token;
    // The API refuses a body on cancel (400), a wrong shop (404); the web page is not found here (no build).
    const api = `/api/orderpage/${shop}/${number}/${token}`;
    const refused = [
      await t.app.inject({ method: 'POST', url: `${api}/cancel`, headers: t.headers, payload: { why: 'x' } }),
      await t.app.inject({ method: 'GET', url: `/api/orderpage/no-such-shop/${number}/${token}`, headers: t.headers }),
      await t.app.inject({ method: 'GET', url: orderUrl.pathname }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 404, 404]);
    expect(log).toContain(`/api/orderpage/${shop}/${number}/[redacted]/cancel`);
  });

  it('a reset asked for without SMTP logs that a mail was written, not its link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: t.headers,
      payload: { email: accounts.sunrise.email },
      remoteAddress: '10.64.0.1',
    });
    expect(res.statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    let mail = '';
    for (let i = 0; i < 100 && !mail; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const file = existsSync(outbox) && readdirSync(outbox).find((f) => f.endsWith('.eml'));
      if (file) mail = readFileSync(path.join(outbox, file), 'utf8');
    }
    // The operator still has the link: in the mail, in the outbox, named by the log line.
    const token = decoded(mail).match(/\/pages\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1] as string;
    expect(token).toBeTruthy();
    secrets.resetToken = token;
    const [file] = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    // The mailer logs once the file is in place, so the file can be seen a moment before the line.
    await expect.poll(() => log).toContain(file);
    // Following the link where no web build answers it is a refused request with the token in its query.
    const page = await t.app.inject({ method: 'GET', url: `/pages/reset-password?token=${token}` });
    expect(page.statusCode).toBe(404);
  });

  it('a ticket, a session token, a cookie and the metrics token in a refused request stay out of the log', async () => {
    const owner = await loginAs(t, 'bakery');
    secrets.session = owner.authorization.slice('Bearer '.length);
    const ticket = await t.app.inject({ method: 'POST', url: '/api/account/orders/events/ticket', headers: owner });
    secrets.ticket = ticket.json().ticket;
    const stream = await t.app.inject({ method: 'GET', url: `/api/account/orders/events?ticket=${secrets.ticket}x` });
    expect(stream.statusCode).toBe(401);
    secrets.cookie = 'vitrine-session-cookie-value-9f8e7d';
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: { ...owner, cookie: `sid=${secrets.cookie}` },
    });
    expect(admin.statusCode).toBe(403);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(metrics.statusCode).toBe(401);
  });

  it('after all that, the log holds none of the secrets or the customer details', async () => {
    // Closing writes the minute's access summary too (its slowest request is named).
    await t.close();
    closed = true;
    expect(log).toMatch(/"msg":"access summary"/);
    expect(log).toMatch(/"msg":"request refused"/);
    expect(Object.keys(secrets).sort()).toEqual(['cookie', 'orderToken', 'resetToken', 'session', 'ticket']);
    const found = [
      ...Object.entries(secrets),
      ['metrics token', METRICS_TOKEN],
      ['api-key', t.headers['api-key']],
      ['name', shopper.name],
      ['phone', shopper.phone],
      ['phone digits', '9812345678'],
      ['address', shopper.address_line1],
    ].filter(([, value]) => log.includes(value));
    expect(found.map(([what]) => what)).toEqual([]);
  });
});

describe('what the log never holds when a mail fails', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  let log = '';
  beforeAll(async () => {
    smtp = await smtpCatcher({ rejectRecipients: true });
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace', SMTP_URL: smtp.url, PUBLIC_URL: 'https://shops.example' },
      logStream: {
        write: (line: string) => {
          log += line;
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("a shopper's mail the SMTP server refuses is logged without the shopper's address", async () => {
    const email = 'zenobia.quill@example.com';
    const catalogue = await catalogueOf(t, 'corner-bakery');
    const product = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock) ?? catalogue.products[0];
    const res = await placeOrder(t.app, t.headers, {
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'cod',
      customer: { ...shopper, phone: '+91 98123 45670', email },
      items: [{ product_id: product.product_id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    for (let i = 0; i < 100 && !log.includes('could not be sent'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(log).toMatch(/"msg":"a mail could not be sent; it will be retried"/);
    expect(log).toContain('Recipient address rejected');
    expect(log).not.toContain(email);
    expect(log).not.toContain(shopper.name);
  });
});
