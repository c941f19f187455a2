import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../test/support/temp-dirs.js';
import { AssetVersions } from './asset-versions.js';

const buildDir = tempDirs('vitrine-assets-');

function buildWithPicture(svg: string) {
  const dist = buildDir();
  mkdirSync(path.join(dist, 'assets', 'products'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', 'products', 'phone.svg'), svg);
  return AssetVersions.load(dist);
}

describe('AssetVersions', () => {
  it('gives a build picture a content-addressed URL and leaves other URLs alone', () => {
    const a = buildWithPicture('<svg/>');
    const b = buildWithPicture('<svg><g/></svg>');
    expect(a.versioned('/assets/products/phone.svg')).toMatch(/^\/assets\/v\/[0-9a-f]{12}\/products\/phone\.svg$/);
    expect(a.versioned('/assets/products/phone.svg')).not.toBe(b.versioned('/assets/products/phone.svg'));
    expect(a.versioned('/media/1/x-640.webp')).toBe('/media/1/x-640.webp');
    expect(a.versioned('https://example.com/a.svg')).toBe('https://example.com/a.svg');
    expect(a.plain(a.versioned('/assets/products/phone.svg'))).toBe('/assets/products/phone.svg');
  });

  it('serves it for a year as immutable, sends an old address to the current one, and 404s the rest', async () => {
    const assets = buildWithPicture('<svg/>');
    const app = Fastify();
    assets.register(app);
    const url = assets.versioned('/assets/products/phone.svg');
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe('<svg/>');
    const old = await app.inject({ method: 'GET', url: '/assets/v/000000000000/products/phone.svg' });
    expect([old.statusCode, old.headers.location]).toEqual([302, url]);
    for (const bad of [
      '/assets/v/000000000000/nope.svg',
      '/assets/v/zz/products/phone.svg',
      '/assets/v/000000000000/../secret',
    ]) {
      expect((await app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
  });
});
