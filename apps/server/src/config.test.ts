import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../test/support/temp-dirs.js';
import { ConfigError, DEFAULT_API_KEY, loadConfig } from './config.js';

const tmp = tempDirs('vitrine-config-');

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      apiKey: DEFAULT_API_KEY,
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('with DATABASE_URL and no JWT_SECRET, keeps no secret on this machine: it is shared through the database', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@127.0.0.1:5432/v' });
    expect(config.sharedJwtSecret).toBe(true);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    const configured = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/v',
      JWT_SECRET: 's'.repeat(40),
    });
    expect(configured).toMatchObject({ sharedJwtSecret: false, jwtSecret: 's'.repeat(40) });
  });

  it('does not seed demo data in production unless told to', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shops.example' };
    expect(loadConfig({ DATA_DIR: tmp(), ...production }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('takes the public origin from PUBLIC_URL, required in production', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://Shops.Example/' }).publicUrl).toBe(
      'https://shops.example',
    );
    expect(loadConfig({ DATA_DIR: tmp() }).publicUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(/^Invalid PUBLIC_URL: required/);
  });

  it('believes X-Forwarded-For from the configured balancer only, from nobody by default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.5,192.168.1.0/24' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
    ]);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, else leaves it to the cores (db/client.ts)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['API_KEY', 'short'],
    ['JWT_SECRET', 'too-short'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'shops.example'],
    ['PUBLIC_URL', 'ftp://shops.example'],
    ['PUBLIC_URL', 'https://shops.example/store'],
    ['TRUST_PROXY', 'the balancer'],
    ['SMTP_URL', 'mail.example:587'],
    ['SMTP_URL', 'https://mail.example'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_FROM', 'Shop <shop@example'],
    ['METRICS_TOKEN', 'short-token'],
  ])('stops with one line naming %s when it is %s', (name, value) => {
    const attempt = () => loadConfig({ DATA_DIR: tmp(), [name]: value });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(`Invalid ${name}`);
      expect(message).not.toContain('\n');
    }
  });

  it('sends mail through SMTP_URL when set, from MAIL_FROM or no-reply on the public host', () => {
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Vitrine <no-reply@localhost>',
    });
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://shops.example' }).mailFrom).toBe(
      'Vitrine <no-reply@shops.example>',
    );
    const configured = loadConfig({
      DATA_DIR: tmp(),
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'Corner Bakery <hello@bakery.example>',
    });
    expect(configured).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      mailFrom: 'Corner Bakery <hello@bakery.example>',
    });
    expect(loadConfig({ DATA_DIR: tmp(), MAIL_FROM: 'hello@bakery.example' }).mailFrom).toBe('hello@bakery.example');
  });

  it('never repeats the SMTP password in its error', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'ftp://user:hunter2@mail.example' })).toThrow(
      /^Invalid SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL.*not shown/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'ftp://user:hunter2@mail.example' })).not.toThrow(/hunter2/);
  });

  it.each([
    ['DATABASE_URL', 'mysql://vitrine:S3cretPgPass@db.example/vitrine', 'S3cretPgPass'],
    ['JWT_SECRET', 'Sh0rtJwtSecretValue', 'Sh0rtJwtSecretValue'],
    ['API_KEY', 'k3y', 'k3y'],
    ['METRICS_TOKEN', 'M3tricsTok', 'M3tricsTok'],
  ])('names a bad %s without its value', (name, value, secret) => {
    const attempt = () => loadConfig({ DATA_DIR: tmp(), [name]: value });
    expect(attempt).toThrow(new RegExp(`^Invalid ${name}: .*not shown`));
    expect(attempt).not.toThrow(secret);
  });

  it('repeats a bad value that cannot be a secret, to help the operator', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), LOG_LEVEL: 'loud' })).toThrow(/^Invalid LOG_LEVEL: .*\(got "loud"\)/);
  });

  it('creates DATA_DIR when it does not exist', () => {
    const dataDir = path.join(tmp(), 'nested', 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(true);
  });
});

describe('map tiles', () => {
  it("defaults to OpenStreetMap's tiles and its attribution", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('takes any http(s) template with {z}, {x} and {y}, subdomains and retina included', () => {
    const mapTiles = loadConfig({
      DATA_DIR: tmp(),
      MAP_TILE_URL: 'https://{s}.tiles.example/light/{z}/{x}/{y}{r}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '  © Example Maps  ',
    }).mapTiles;
    expect(mapTiles).toEqual({
      url: 'https://{s}.tiles.example/light/{z}/{x}/{y}{r}.png?key=abc',
      attribution: '© Example Maps',
    });
    expect(loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }).mapTiles.url).toBe(
      'http://127.0.0.1:8080/{z}/{x}/{y}.png',
    );
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}.png', /must contain \{z\}, \{x\} and \{y\}/],
    ['tile.openstreetmap.org/{z}/{x}/{y}.png', /must be an http:\/\/ or https:\/\/ URL template/],
    ['ftp://tiles.example/{z}/{x}/{y}.png', /must be an http:\/\/ or https:\/\/ URL template/],
    ['javascript:alert(1)//{z}/{x}/{y}', /must be an http:\/\/ or https:\/\/ URL template/],
  ])('refuses MAP_TILE_URL=%s with one line naming it', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: value })).toThrow(/^Invalid MAP_TILE_URL: /);
    expect(() => loadConfig({ DATA_DIR: tmp(), MAP_TILE_URL: value })).toThrow(message);
  });

  it('refuses an attribution longer than 300 characters', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), MAP_TILE_ATTRIBUTION: 'x'.repeat(301) })).toThrow(
      /^Invalid MAP_TILE_ATTRIBUTION: /,
    );
  });
});
