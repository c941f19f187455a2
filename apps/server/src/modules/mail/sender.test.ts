import { describe, expect, it } from 'vitest';
import { retryDelay, shortError } from './sender.js';

const timings = { pollMs: 5000, retryBaseMs: 30_000, retryMaxMs: 3_600_000, maxAttempts: 8, leaseMs: 600_000 };

describe('the mail sender', () => {
  it('waits 30 s after the first failure, then twice as long each time, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelay(n, timings) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(retryDelay(3, { ...timings, retryMaxMs: 45_000 })).toBe(45_000);
  });

  it("keeps an error short, with nodemailer's code and the server's answer, and no password", () => {
    const refused = Object.assign(new Error('Mail command failed: 451 Try again later'), {
      code: 'EENVELOPE',
      responseCode: 451,
    });
    expect(shortError(refused)).toBe('EENVELOPE 451: Mail command failed: 451 Try again later');
    const withUrl = new Error('cannot reach smtps://mailer:hunter2@mail.example:465\n  after 3 tries');
    expect(shortError(withUrl)).toBe('cannot reach smtps://mail.example:465 after 3 tries');
    expect(shortError(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(shortError('plain')).toBe('plain');
  });
});
