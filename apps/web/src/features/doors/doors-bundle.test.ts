// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDist, filesFor, measureRoute } from '../../../../../bench/web/bundle-size.mjs';
import { buildWebIfStale } from '../../../../../scripts/lib.mjs';

/**
 * The doors stay fast, checked from the build's module graph (apps/web/dist): the sign-in, sign-up
 * and forgot-password pages load none of the admin template, i18next, the app's Redux store or
 * zod, whatever the bundler named their chunks, and stay within a first-visit budget.
 */
const doors = {
  '/login': 'src/features/doors/LoginDoor.tsx',
  '/pages/register': 'src/features/doors/RegisterDoor.tsx',
  '/pages/forgot-password': 'src/features/doors/ForgotPasswordDoor.tsx',
};
const keysOf = (page: string) => [
  'index.html',
  'group:app',
  'src/features/doors/DoorLayout.tsx',
  page,
  'src/i18n/locales/en/doors.json',
];
/**
 * Compressed as the server sends them: React and the router are most of it (a shop page has the
 * same). 87–89 KB since the browser's routes left the data router; a little room above.
 */
const BUDGET = { js: 92 * 1024, css: 14 * 1024 };

describe('the owner doors', () => {
  it('are built from a current web build', { timeout: 180_000 }, async () => {
    await buildWebIfStale();
  });

  for (const [door, page] of Object.entries(doors)) {
    it(`${door} loads neither the template nor i18next, Redux or zod, within budget`, () => {
      const manifest = JSON.parse(readFileSync(path.join(defaultDist, '.vite/manifest.json'), 'utf8'));
      const result = measureRoute(defaultDist, keysOf(page));
      expect(result.js.wire, 'JS bytes').toBeLessThanOrEqual(BUDGET.js);
      expect(result.css.wire, 'CSS bytes').toBeLessThanOrEqual(BUDGET.css);

      // No chunk of the template's shells, the owner area's pages or state, i18next's set-up or the old pages.
      const notOnTheWay = Object.keys(manifest).filter((key) =>
        /^src\/(template\/(AdminShell|FullScreenShell|AppState|useThemeDocument|navbar|layouts|customizer)|i18n\/index\.ts|store\/|features\/(account\/(?!auth\/(authCalls|redirects)|api\/(ownerClient|tokenStore)|password-reset\/(api|AuthCardIcon))|apps|ui|dashboards|storefront\/(layout|catalogue|product|checkout)))/.test(
          key,
        ),
      );
      expect(notOnTheWay.length).toBeGreaterThan(20);
      const loaded = new Set([...result.files.js, ...result.files.css]);
      for (const key of notOnTheWay) expect(loaded.has(manifest[key].file), key).toBe(false);

      // Checked by text their code carries too, whatever the chunks are called.
      const code = result.files.js.map((file) => readFileSync(path.join(defaultDist, file), 'utf8')).join('\n');
      expect(code).toContain('data-layout');
      for (const [library, signature] of [
        ['i18next', /i18next::/],
        ['react-i18next', /react-i18next::|useTranslation: You will need to pass in an i18next instance/],
        ['Redux', /@@redux\//],
        ['Immer', /\[Immer\]/],
        ['react-redux', /react-redux-context/],
        ['react-bootstrap', /data-bs-popper|bsPrefix/],
        ['zod', /\$ZodError|ZodError/],
      ] as const) {
        expect(code, library).not.toMatch(signature);
      }
      // Nor the template's Bootstrap build or its own sheet: the doors have their small one.
      const styles = result.files.css.map((file) => readFileSync(path.join(defaultDist, file), 'utf8')).join('\n');
      expect(styles).toContain('.vt-auth-card');
      expect(styles).not.toMatch(/vt-shell-body|vt-sidebar/);
      expect(result.files.css.join(' ')).not.toMatch(/bootstrap\.min/);
    });
  }

  it('the signature checks would catch the owner area: its dashboard carries them', () => {
    const manifest = JSON.parse(readFileSync(path.join(defaultDist, '.vite/manifest.json'), 'utf8'));
    const { js } = filesFor(manifest, [
      'src/template/AdminShell.tsx',
      'src/i18n/index.ts',
      'src/template/AppState.tsx',
      'src/features/account/dashboard/OwnerDashboardPage.tsx',
    ]);
    const code = js.map((file: string) => readFileSync(path.join(defaultDist, file), 'utf8')).join('\n');
    expect(code).toMatch(/i18next::/);
    expect(code).toMatch(/@@redux\//);
    expect(code).toMatch(/data-bs-popper|bsPrefix/);
  });
});
