import { randomBytes } from 'node:crypto';
import { emailAddress, passwordSchema } from '@vitrine/contracts';
import type { Config } from '../config.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import { issueResetLink } from '../modules/password-reset/links.js';
import { CliError, option, requireMigrated, say, withDatabase } from './shared.js';

function emailArgument(text: string | undefined): string {
  const email = emailAddress.safeParse(text?.trim());
  if (!email.success) throw new CliError(`EMAIL: ${email.error.issues[0].message}`);
  return email.data;
}

/** `create-admin EMAIL [--name N]`: a platform admin, with VITRINE_ADMIN_PASSWORD or a generated password. */
export async function createAdmin(config: Config, args: string[]): Promise<void> {
  const email = emailArgument(args[0]);
  const name = option(args, '--name')?.trim() || 'Platform admin';
  const given = process.env.VITRINE_ADMIN_PASSWORD;
  const password = given ?? randomBytes(12).toString('base64url');
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new CliError(`VITRINE_ADMIN_PASSWORD: ${checked.error.issues[0].message}`);
  await withDatabase(config, async (database) => {
    await requireMigrated(database);
    const created = await database.db
      .insert(users)
      .values({ email, name, role: 'admin', passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created.length) throw new CliError(`an account with the e-mail ${email} exists already`);
  });
  say(`Platform admin created: ${email}`);
  if (!given) say(`  password (shown once; change it after signing in): ${password}`);
}

/**
 * `reset-password EMAIL`: a one-time link, made as the web's "forgot password" makes it, printed
 * instead of mailed (for an owner whose mail does not arrive). Links point at PUBLIC_URL; without
 * it (development only) at this machine's port.
 */
export async function resetPassword(config: Config, args: string[]): Promise<void> {
  const email = emailArgument(args[0]);
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  const issued = await withDatabase(config, async (database) => {
    await requireMigrated(database);
    return issueResetLink(database.db, email, origin);
  });
  if (!issued) throw new CliError(`no account has the e-mail ${email}`);
  say(`Password reset link for ${issued.user.email} (one use; any earlier link no longer works):`);
  say(`  ${issued.link}`);
  say(`  valid until ${issued.expiresAt.toISOString()}`);
}
