import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/lib.mjs';

/**
 * The browser these tests run (scripts/lib.mjs chromiumLaunchOptions): our `--disable-features`
 * replaces Playwright's own, so it must carry all of Playwright's, and it must keep Chromium from
 * building the omnibox popup's WebUI for every window (CI time).
 */
test("our --disable-features repeats every feature Playwright's own list turns off", () => {
  const bundle = path.join(
    path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
    'lib/coreBundle.js',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(readFileSync(bundle, 'utf8'));
  expect(list, `Playwright's disabledFeatures list, in ${bundle}`).not.toBeNull();
  const theirs = [...(list?.[1] ?? '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
  expect(theirs.length).toBeGreaterThan(5);
  expect(theirs.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name))).toEqual([]);
});

test('a new context opens no omnibox WebUI renderer', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/corner-bakery');
  await expect(page.getByTestId('product-grid')).toBeVisible();
  const renderers = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('--type=renderer'));
  expect(renderers.length).toBeGreaterThan(0);
  expect(
    renderers.filter((line) => line.includes('--top-chrome-webui')),
    `still on with ${OMNIBOX_WEBUI_FEATURES.join(', ')} off`,
  ).toEqual([]);
  await context.close();
});
