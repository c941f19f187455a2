// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets, defaultDist, filesFor, measureRoute, report } from '../../../../../bench/web/bundle-size.mjs';
import { run, webBuildIsStale } from '../../../../../scripts/lib.mjs';

/**
 * Issue 4's bundle budget, checked deterministically from apps/web/dist: a first visit to a shop
 * page may download at most 150 KB of JavaScript and 40 KB of CSS, compressed as the server sends it.
 */
describe('storefront bundle budget', () => {
  it('a first visit to /{shop} stays within the JS and CSS budgets', { timeout: 180_000 }, async () => {
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    if (webBuildIsStale()) {
      await run('npm', ['run', 'build', '--silent', '-w', '@vitrine/web'], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
    const result = measureRoute();
    console.info(report(result));
    expect(result.js.wire).toBeLessThanOrEqual(budgets.js);
    expect(result.css.wire).toBeLessThanOrEqual(budgets.css);
    // Nothing of the account area or the template demo on a shop page.
    expect(result.files.js.join(' ')).not.toMatch(/Login|Account|Demo|Register|zod|schemas/i);
    // No chunk of the account area, the admin template, the demo apps or their mock, whatever its name.
    const manifest = JSON.parse(readFileSync(path.join(defaultDist, '.vite/manifest.json'), 'utf8'));
    const notForShoppers = Object.keys(manifest).filter((key) =>
      /^(src\/(features\/(account|apps)|template|demo)\/|.*node_modules\/(@fullcalendar|uqr|axios))/.test(key),
    );
    expect(notForShoppers.length).toBeGreaterThan(10);
    const loaded = new Set([...result.files.js, ...result.files.css]);
    for (const key of notForShoppers) expect(loaded.has(manifest[key].file), key).toBe(false);
  });

  it('the account area never loads the shop-page chunk (it sets up the shop state and cart saving)', () => {
    // Runs after the budget test above, which rebuilds a stale dist.
    const manifest = JSON.parse(readFileSync(path.join(defaultDist, '.vite/manifest.json'), 'utf8'));
    const accountKeys = Object.keys(manifest).filter((key) => /^src\/(features\/account|template)\//.test(key));
    expect(accountKeys.length).toBeGreaterThan(5);
    const shopChunk = manifest['src/features/storefront/layout/StorefrontLayout.tsx'].imports.find((key: string) =>
      /^_storefront-/.test(key),
    );
    expect(shopChunk).toBeDefined();
    for (const key of accountKeys) {
      expect(filesFor(manifest, [key]).js, key).not.toContain(manifest[shopChunk].file);
    }
  });
});
