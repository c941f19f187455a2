import { describe, expect, it } from 'vitest';
import { announceStart, startBanner } from './start-banner.js';
import { VERSION } from './version.js';

const facts = {
  address: 'http://0.0.0.0:3000',
  host: '0.0.0.0',
  databaseKind: 'pglite',
  seeded: true,
  webBuilt: true,
  seedDemo: true,
};

describe('the banner the server prints once it listens', () => {
  it('says it listens on every interface, and how to keep it to this machine', () => {
    const banner = startBanner(facts);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(banner).toContain(
      `Vitrine ${VERSION} is running on http://localhost:3000  (database: pglite, demo data seeded)`,
    );
    expect(banner).toContain(
      'Listening on every network interface (HOST=0.0.0.0); HOST=127.0.0.1 keeps it to this machine.',
    );
    expect(banner).toContain('Demo accounts:');
  });

  it('says nothing of other interfaces when it listens on loopback only', () => {
    const banner = startBanner({ ...facts, address: 'http://127.0.0.1:3000', host: '127.0.0.1', seedDemo: false });
    expect(banner).toContain(`Vitrine ${VERSION} is running on http://localhost:3000`);
    expect(banner).not.toContain('every network interface');
    expect(banner).not.toContain('Demo accounts');
  });
});

describe('the start announcement', () => {
  const announced = (seedDemo: boolean, stdoutIsTty: boolean) => {
    const lines: { fields: object; message: string }[] = [];
    const printed: string[] = [];
    announceStart(
      { ...facts, seedDemo },
      {
        log: { info: (fields, message) => lines.push({ fields, message }) },
        print: (t) => printed.push(t),
        stdoutIsTty,
      },
    );
    return { lines, printed };
  };

  it('is always one info line with the facts a log pipeline reads', () => {
    for (const [seedDemo, tty] of [
      [false, false],
      [true, true],
    ]) {
      expect(announced(seedDemo, tty).lines).toEqual([
        {
          message: 'vitrine started',
          fields: {
            version: VERSION,
            address: 'http://0.0.0.0:3000',
            database: 'pglite',
            seeded: true,
            webBuilt: true,
          },
        },
      ]);
    }
  });

  it('prints the banner only for a terminal or the demo, never into a production log', () => {
    expect(announced(false, false).printed).toEqual([]);
    expect(announced(false, true).printed[0]).toContain(`Vitrine ${VERSION} is running on http://localhost:3000`);
    expect(announced(true, false).printed[0]).toContain('Demo accounts:');
  });
});
