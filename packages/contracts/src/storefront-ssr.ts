// No zod here: the storefront's first download imports this module.
import type { Language } from './languages.js';

/**
 * Server-rendered storefront pages. The web build's server entry
 * (`apps/web/src/entry-server.tsx`) renders a shop page with the app's own route table; the API
 * server loads it, gives it the API's answers and writes its HTML into the page.
 */

/** The cookie that remembers a shopper's language, so the server renders the page in it. */
export const LANGUAGE_COOKIE = 'vitrine_lang';

/** The `<script type="application/json">` element carrying what the page was rendered from. */
export const STOREFRONT_BOOT_ID = 'vt-boot';

/** What the browser reads to hydrate the page without asking again for what the HTML shows. */
export interface StorefrontBoot {
  language: Language;
  /** The shop the page belongs to (as in its address); empty on an owner's door (sign-in, sign-up). */
  shopUrl: string;
  /** The API answers the page was rendered from, by path as the web app asks (`getshop/demo`), as the API sent them. */
  answers: Record<string, unknown>;
}

/** One API answer, as the server's cache holds it: the body as sent and its entity tag. */
export interface SsrAnswer {
  json: string;
  etag: string;
}

export interface SsrRequest {
  /** Path and query of the page, e.g. `/demo?sort=price-asc`. */
  url: string;
  language: Language;
  /** The API's answer to a storefront read (`getshop/demo`), or null when it answers 404. */
  answer: (path: string) => Promise<SsrAnswer | null>;
}

/** A page whose data is known; `key` changes whenever that data does, so a kept rendering can be reused. */
export interface PreparedPage {
  key: string;
  status: 200 | 404;
  render: () => Promise<{ html: string; boot: string }>;
}

/** The server entry's interface. `prepare` answers null for pages that stay client-rendered (checkout). */
export interface StorefrontRenderer {
  prepare: (request: SsrRequest) => Promise<PreparedPage | null>;
}
