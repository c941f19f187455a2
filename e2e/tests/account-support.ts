export { expectAccessible } from './a11y';

import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eApiKey } from '../playwright.config';

/** Demo accounts seeded into every e2e run (README "Demo shops and accounts"). */
export const accounts = {
  sunrise: { email: 'owner@sunrise.example', password: 'sunrise123', shop: 'sunrise-electronics', name: 'Sunrise' },
  bakery: { email: 'owner@bakery.example', password: 'bakery123', shop: 'corner-bakery', name: 'Bakery' },
  admin: { email: 'admin@vitrine.example', password: 'admin123' },
} as const;

export const apiHeaders = { 'api-key': e2eApiKey, Accept: 'application/json' };

/** Signs in through the API and stores the token where the web app keeps it, before any page script runs. */
export async function signInAs(page: Page, request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    headers: apiHeaders,
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.signedOut')) localStorage.setItem('vitrine.token', value);
  }, token);
  return token;
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/account/${name}.png`, fullPage: false });
}

/** A fresh owner and shop for a test that changes data, so no other test sees the change. */
export async function newOwner(page: Page | null, request: APIRequestContext, label: string) {
  const stamp = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post('/api/auth/register', {
    // Sign-ups are limited per address (20 an hour); the whole suite makes more than that, so each
    // comes from its own documentation address (the server trusts a loopback proxy's header).
    headers: { ...apiHeaders, 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      name: `Owner ${label}`,
      email: `${stamp}@example.com`,
      password: 'owner-pass-123',
      shop_name: `Shop ${label}`,
      shop_catalogue_url: stamp,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { shop_id: number } };
  await page?.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
  return { token, shopId: user.shop_id, url: stamp, auth: { ...apiHeaders, Authorization: `Bearer ${token}` } };
}

/** A 4×4 red PNG, small enough to inline, real enough for the server's re-encoding. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4oaEBRwzEcQDRQxGBpDPMeQAAAABJRU5ErkJggg==',
  'base64',
);
