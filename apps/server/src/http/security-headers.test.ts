import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers.js';

describe('security headers computed once', () => {
  const options = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };

  it("are helmet's own for the options", () => {
    const headers = helmetHeaders(options);
    // Helmet's defaults merged with the options, as on every request before.
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self';.*frame-ancestors 'none';.*object-src 'none'/,
    );
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-xss-protection']).toBe('0');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('put a page set, the REST set on hot reads and none on static answers', async () => {
    const app = Fastify();
    const { page: pageSet, hot } = registerSecurityHeaders(app, options);
    app.get('/page', async () => 'page');
    app.get('/hot', { config: { hotJson: true } }, async () => ({ ok: true }));
    app.get('/file', { config: { ownSecurityHeaders: true } }, async () => 'file');
    const page = await app.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // The page set returned is the one the hook put on the page.
    for (const [name, value] of Object.entries(pageSet)) expect(page.headers[name]).toBe(value);
    const read = await app.inject({ url: '/hot' });
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(read.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(read.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(hot['x-frame-options']).toBe('DENY');
    const file = await app.inject({ url: '/file' });
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.headers['x-content-type-options']).toBeUndefined();
    // Unknown paths are answered with a page's set too.
    expect((await app.inject({ url: '/missing' })).headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
