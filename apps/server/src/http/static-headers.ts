import type { FastifyReply } from 'fastify';

/** Cache-Control for bytes that never change under their URL (hashed bundles, pictures by content key). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Headers helmet sets on every answer that only mean something on a page the browser shows (an
 * HTML document): the CSP, framing and opener rules, the agent cluster, HSTS (the browser learns
 * it from the page it navigated to), DNS prefetching, the old IE and Flash switches, and a
 * referrer policy equal to the browser's default. A script, stylesheet or picture does not need
 * them: on a first visit they were about a kilobyte on each of its two dozen answers.
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * What every static answer (built scripts and styles, pictures, strings) keeps: no type sniffing
 * (a script or stylesheet is only ever run as the type it is sent as), and other sites may not
 * embed it.
 */
export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
} as const;

/**
 * What a shop owner's uploaded picture adds: a policy that allows nothing, should the file ever be
 * opened as a document (pictures are re-encoded on upload, so this is a second line).
 */
export const UPLOAD_SECURITY_HEADERS = {
  ...STATIC_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
} as const;

/**
 * Takes a page's security headers (set before routing, http/security-headers.ts) off a file served
 * by @fastify/static, whose routes are the plugin's, and makes sure the static ones are on it.
 */
export function staticAnswerHeaders(reply: FastifyReply): void {
  for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
  reply.headers(STATIC_SECURITY_HEADERS);
}

/** Route options of a static answer: no page headers, the static ones added by the handler. */
export const staticRoute = { config: { ownSecurityHeaders: true } };
