import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** The folder the mailer writes to when no SMTP_URL is set. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * The mail's text with quoted-printable soft line breaks joined, so an address the encoder folded
 * across two lines (`owner@exa=\n mple.com`) is found whole.
 */
const searchable = (raw: string) => raw.replace(/=\r?\n/g, '').toLowerCase();

/**
 * Removes every mail of the outbox that names `address` (sent to it, or mentioning it, as the
 * e-mail-changed notice to a former address does), for an account deleted for good: its address
 * must not stay on disk. Returns how many files went. A missing outbox is an empty one.
 */
export async function forgetOutboxMail(dataDir: string, address: string): Promise<number> {
  const dir = outboxDir(dataDir);
  const needle = address.trim().toLowerCase();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml') || n.endsWith('.eml.part'))) {
    const file = path.join(dir, name);
    const raw = await readFile(file, 'utf8').catch(() => '');
    if (needle && searchable(raw).includes(needle)) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
