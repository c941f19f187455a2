// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultDist,
  filesFor,
  manifestKey,
  measureRoute,
  ownerDashboardModules,
  ownerDashboardScripts,
  shopPageModules,
} from '../../../../../bench/web/bundle-size.mjs';
import { buildWebIfStale } from '../../../../../scripts/lib.mjs';

/**
 * The account area's chunks (apps/web/build/accountChunks.ts), checked from apps/web/dist: an
 * owner's first visit to the dashboard fetched 113 scripts, most under 1.5 KB, six at a time.
 */
describe('account area bundle', () => {
  it('a first visit to /dashboard fetches few scripts, none of them a shop page’s', { timeout: 180_000 }, async () => {
    await buildWebIfStale();
    const visit = measureRoute(defaultDist, ownerDashboardModules);
    console.info(
      `First visit to /dashboard: ${visit.files.js.length} scripts, ${(visit.js.counted / 1024).toFixed(1)} KB with headers`,
    );
    expect(visit.files.js.length).toBeLessThanOrEqual(ownerDashboardScripts);
    expect(visit.files.js.join(' ')).toMatch(/account-shell-/);
    // The shop's pages set up its state and cart saving: the owner area never runs them.
    const manifest = JSON.parse(readFileSync(path.join(defaultDist, '.vite/manifest.json'), 'utf8'));
    expect(visit.files.js).not.toContain(manifest[manifestKey(manifest, 'group:storefront')].file);
    // Nor zod and the contracts' schemas (about 140 ms of script on a first owner page): the order
    // stream loads its events' schema with the first event. Checked by text zod's code carries.
    const code = visit.files.js.map((file) => readFileSync(path.join(defaultDist, file), 'utf8')).join('\n');
    expect(code).not.toMatch(/\$ZodObject/);
  });

  it('the full-screen pages (a password-reset link, the lock screen, errors) load no part of the admin shell', () => {
    const manifest = JSON.parse(readFileSync(path.join(defaultDist, '.vite/manifest.json'), 'utf8'));
    const fullScreen = Object.keys(manifest).filter((key) =>
      /^src\/(template\/FullScreenShell|features\/(errors\/.+|lock-screen\/LockScreenPage|account\/password-reset\/ResetPasswordPage))\.tsx$/.test(
        key,
      ),
    );
    expect(fullScreen).toHaveLength(6);
    for (const key of fullScreen) expect(filesFor(manifest, [key]).js.join(' '), key).not.toMatch(/account-shell-/);
  });

  it('no shop page, door or home page loads an account chunk', () => {
    const manifest = JSON.parse(readFileSync(path.join(defaultDist, '.vite/manifest.json'), 'utf8'));
    const shopperKeys = Object.keys(manifest).filter((key) =>
      /^src\/(features\/(storefront|doors|home)\/.+\.tsx$|hydrate\.ts$)/.test(key),
    );
    expect(shopperKeys.length).toBeGreaterThan(8);
    for (const key of [...shopperKeys, ...shopPageModules]) {
      expect(filesFor(manifest, [key]).js.join(' '), key).not.toMatch(/account-(shell|common|pages)/);
    }
  });
});
