import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteAssets } from '../seo/assets.js';
import { doorPage, isDoorPath } from './page.js';

/** A build whose manifest has a door, the owner area and Bootstrap, as Vite writes it. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'vitrine-doors-'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'static/index-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'static/react-1.js' },
    '_app-1.js': { file: 'static/App-1.js', name: 'app', imports: ['_react-1.js'] },
    'src/features/doors/DoorLayout.tsx': { file: 'static/DoorLayout-1.js', css: ['static/DoorLayout-1.css'] },
    'src/features/doors/LoginDoor.tsx': { file: 'static/LoginDoor-1.js', imports: ['_ownerClient-1.js'] },
    '_ownerClient-1.js': { file: 'static/ownerClient-1.js' },
    'src/i18n/locales/de/doors.json': { file: 'static/doors-de.js' },
    'src/i18n/locales/en/doors.json': { file: 'static/doors-en.js' },
    'src/template/AdminShell.tsx': { file: 'static/AdminShell-1.js', imports: ['_ownerClient-1.js'] },
    'src/features/account/dashboard/OwnerDashboardPage.tsx': { file: 'static/OwnerDashboardPage-1.js' },
    'src/i18n/locales/de/account.json': { file: 'static/account-de.js' },
    '/somewhere/node_modules/bootstrap/dist/css/bootstrap.min.css': { file: 'static/bootstrap.min-1.css' },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));
// The fixture holds a few of the owner area's modules: RouteAssets' warning about the others is expected here.
beforeAll(() => {
  vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

const index =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <script type="module" crossorigin src="/static/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/static/react-1.js">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

describe('the doors page', () => {
  it('is only the doors', () => {
    for (const door of ['/login', '/pages/login', '/pages/register', '/pages/forgot-password']) {
      expect(isDoorPath(door), door).toBe(true);
    }
    for (const other of ['/', '/dashboard', '/sunrise-electronics', '/pages/reset-password', '/login/x']) {
      expect(isDoorPath(other), other).toBe(false);
      expect(doorPage(index, other, new RouteAssets(dist), 'en')).toBeNull();
    }
  });

  it("preloads the door's code, stylesheet and strings, and only prefetches the owner area's", () => {
    const page = doorPage(index, '/login', new RouteAssets(dist), 'de');
    const html = page?.html ?? '';
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/static/DoorLayout-1.css" />');
    for (const file of [
      'App-1.js',
      'DoorLayout-1.js',
      'LoginDoor-1.js',
      'ownerClient-1.js',
      'doors-de.js',
      'doors-en.js',
    ])
      expect(html, file).toContain(`<link rel="modulepreload" crossorigin href="/static/${file}" />`);
    for (const file of ['AdminShell-1.js', 'OwnerDashboardPage-1.js', 'account-de.js'])
      expect(html, file).toContain(`<link rel="prefetch" crossorigin href="/static/${file}" />`);
    expect(html).toContain('<link rel="prefetch" href="/static/bootstrap.min-1.css" />');
    // Each file once: what the page loads already is neither preloaded again nor prefetched.
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html.match(/ownerClient-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('rel="prefetch"')).toBeGreaterThan(html.lastIndexOf('rel="modulepreload"'));
  });
});
