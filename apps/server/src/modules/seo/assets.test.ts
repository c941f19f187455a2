import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDirs } from '../../../test/support/temp-dirs.js';
import { RouteAssets } from './assets.js';

const buildDir = tempDirs('vitrine-assets-');

/** A web build folder holding only a manifest. */
function distWith(manifest: object): string {
  const dist = buildDir();
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('RouteAssets', () => {
  afterEach(() => vi.restoreAllMocks());

  const dist = () =>
    distWith({
      'src/page.tsx': { file: 'static/page-1.js', imports: ['_app-2.js'], css: ['static/page-1.css'] },
      '_app-2.js': { file: 'static/app-2.js', name: 'app' },
    });

  it("lists a module's scripts and styles with its imports, and a named group by its name", () => {
    const assets = new RouteAssets(dist());
    expect(assets.filesFor(['src/page.tsx'])).toEqual({
      js: ['static/page-1.js', 'static/app-2.js'],
      css: ['static/page-1.css'],
    });
    expect(assets.filesFor(['group:app'])).toEqual({ js: ['static/app-2.js'], css: [] });
  });

  it('says once, without failing the page, that the build lacks a module it was asked for', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const assets = new RouteAssets(dist());
    expect(assets.filesFor(['src/gone.tsx', 'group:nothing', 'src/page.tsx']).js).toEqual([
      'static/page-1.js',
      'static/app-2.js',
    ]);
    assets.filesFor(['src/gone.tsx']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain('src/gone.tsx');
    expect(String(warn.mock.calls[1][0])).toContain('group:nothing');
  });
});
