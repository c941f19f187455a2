import { describe, expect, it } from 'vitest';
import { hasReported, REPORT_COOKIE_MINUTES, reportCookie } from './reportCookie';

describe('report cookie (spec section 9)', () => {
  it('lasts 1,440,000 minutes on the site root', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const cookie = reportCookie(5, now);
    expect(REPORT_COOKIE_MINUTES).toBe(1_440_000);
    expect(cookie).toContain('vitrine_reported_5=1');
    expect(cookie).toContain(`max-age=${1_440_000 * 60}`);
    expect(cookie).toContain(`expires=${new Date(now.getTime() + 1_440_000 * 60_000).toUTCString()}`);
    expect(cookie).toContain('path=/');
  });
  it('is per shop', () => {
    expect(hasReported(5, 'a=1; vitrine_reported_5=1')).toBe(true);
    expect(hasReported(6, 'a=1; vitrine_reported_5=1')).toBe(false);
    expect(hasReported(5, 'vitrine_reported_55=1')).toBe(false);
  });
});
