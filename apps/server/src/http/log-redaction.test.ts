import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scrubPath, serializeError } from './log-redaction.js';

describe('scrubPath', () => {
  it.each([
    ['/api/orderpage/corner-bakery/VT-AB12/tok3n_Value-x', '/api/orderpage/corner-bakery/VT-AB12/[redacted]'],
    ['/api/orderpage/corner-bakery/VT-AB12/tok3n/cancel', '/api/orderpage/corner-bakery/VT-AB12/[redacted]/cancel'],
    ['/corner-bakery/order/VT-AB12/tok3n', '/corner-bakery/order/VT-AB12/[redacted]'],
    ['/corner-bakery/order/VT-AB12/tok3n?utm=x', '/corner-bakery/order/VT-AB12/[redacted]?utm=[redacted]'],
    ['/api/orders/by-key/key-123?shop_id=4', '/api/orders/by-key/[redacted]?shop_id=[redacted]'],
    ['/api/account/orders/events?ticket=eyJhbGci.x.y', '/api/account/orders/events?ticket=[redacted]'],
    ['/pages/reset-password?token=abc#top', '/pages/reset-password?token=[redacted]'],
    ['/api/account/orders?q=98123&page=2&flag', '/api/account/orders?q=[redacted]&page=[redacted]&flag'],
    ['/api/getcatalogue/corner-bakery', '/api/getcatalogue/corner-bakery'],
    ['/corner-bakery/product-detail/bread/MQ==', '/corner-bakery/product-detail/bread/MQ=='],
  ])('%s → %s', (url, logged) => {
    expect(scrubPath(url)).toBe(logged);
  });
});

describe('serializeError', () => {
  it("keeps a failed query's SQL and reason, drops its values, the row PostgreSQL names and e-mail addresses", () => {
    const cause = Object.assign(new Error('new row for relation "orders" violates check constraint "x"'), {
      detail: 'Failing row contains (7, Asha Rao, +919876543210).',
    });
    const err = new DrizzleQueryError(
      'insert into orders (name, phone) values ($1, $2)',
      ['Asha Rao', '+919876543210'],
      cause,
    );
    const mail = Object.assign(new Error('550 <asha@example.com>: Recipient address rejected'), {
      rejected: ['asha@example.com'],
    });
    const text = JSON.stringify([serializeError(err), serializeError(mail)]);
    expect(text).toContain('insert into orders (name, phone) values ($1, $2)');
    expect(text).toContain('violates check constraint');
    expect(text).toContain('Recipient address rejected');
    for (const secret of ['Asha Rao', '9876543210', 'asha@example.com']) expect(text).not.toContain(secret);
  });
});
