import { expect, test } from '@playwright/test';
import { e2eApiKey } from '../playwright.config';
import { apiHeaders } from './account-support';

test('the app shell loads and reaches the API from the page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const health = await page.evaluate(async () => (await fetch('/api/health')).json());
  expect(health).toEqual({ status: 'success', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  const ready = await page.evaluate(async () => (await fetch('/api/ready')).json());
  expect(ready).toEqual({ status: 'success', db: 'ok' });
});

test('the sign-in page and a shop page run without a Content-Security-Policy violation, and describe themselves', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`,
      ),
    ),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Vitrine/);
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.goto('/sunrise-electronics');
  await expect(page.getByTestId('product-grid')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a shop URL is served the web app, and /api never falls back to it', async ({ page, request }) => {
  const response = await page.goto('/sunrise-electronics');
  expect(response?.headers()['content-type']).toContain('text/html');
  // Browsers revalidate it every time; a shared cache in front (deploy/nginx.conf) holds it a second.
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1');
  await expect(page.locator('#root')).not.toBeEmpty();
  const api = await request.get('/api/no-such-route', { headers: apiHeaders });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ status: 'fail' });
});

test('hashed bundles are cached forever', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/static/') && r.url().endsWith('.js')) scripts.push(r.headers()['cache-control'] ?? '');
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const header of scripts) expect(header).toContain('immutable');
});

test('the page takes its api-key from the server at run time, not from the build', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) sent.push(r.headers()['api-key'] ?? '');
  });
  await page.goto('/sunrise-electronics');
  await expect(page.locator('meta[name="vitrine-api-key"]')).toHaveAttribute('content', e2eApiKey);
  await expect(page.getByRole('heading', { name: 'Sunrise Electronics' }).first()).toBeVisible();
  // The server-rendered page asks for nothing it shows; its first call is the next page, fetched ahead.
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set([e2eApiKey]));
});
