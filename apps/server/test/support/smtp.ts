import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that keeps every raw message it receives (no TLS, no login); with
 * `rejectRecipients`, one that refuses every recipient (550), as for a mistyped address. While
 * `refusing` is on it answers every mail with a temporary failure (451), as a server in trouble does.
 */
export async function smtpCatcher(options: { rejectRecipients?: boolean; refusing?: boolean } = {}) {
  const mails: { to: string[]; raw: string }[] = [];
  const state = { refusing: options.refusing ?? false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, done) {
      if (!state.refusing) return done();
      state.refused += 1;
      done(Object.assign(new Error('Try again later: local problem'), { responseCode: 451 }));
    },
    onRcptTo(address, _session, done) {
      if (!options.rejectRecipients) return done();
      const refused = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      done(refused);
    },
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Turns the temporary refusal on or off; `refused()` counts the mails refused so far. */
    refuse: (on: boolean) => {
      state.refusing = on;
    },
    refused: () => state.refused,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The body with quoted-printable soft breaks and escapes undone (as UTF-8), so links and words can be read. */
export const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

/** Waits (up to 5 s) until `count` mails have arrived, then a little longer to catch any extra one. */
export async function mailsArrived(mails: unknown[], count: number) {
  for (let i = 0; i < 100 && mails.length < count; i++) await settle(50);
  await settle();
}

/** Waits (polling every 50 ms, up to `ms`) until `check` is true; fails naming `what` otherwise. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await settle(50);
  }
}
