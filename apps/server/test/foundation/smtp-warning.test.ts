import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.js';

/** Production without SMTP_URL sends no mail at all: the operator is told once, at start. */
describe('a production start without SMTP_URL', () => {
  const start = async (env: Record<string, string>) => {
    const lines: { level: number; msg: string }[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await createTestApp({ env: { LOG_LEVEL: 'info', ...env }, logStream });
    await t.close();
    return lines.filter((l) => l.msg.startsWith('SMTP_URL is not set'));
  };

  it('logs one warning saying what that means', async () => {
    const warned = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://shops.example', SEED_DEMO: 'false' });
    expect(warned).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'SMTP_URL is not set: no mail is sent; password-reset mails are written to DATA_DIR/outbox of the instance that sends them (README, "E-mail")',
      }),
    ]);
  });

  it('says nothing in development, or with SMTP_URL set', async () => {
    expect(await start({})).toEqual([]);
    expect(
      await start({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shops.example',
        SEED_DEMO: 'false',
        SMTP_URL: 'smtp://mail.example:587',
      }),
    ).toEqual([]);
  });
});
