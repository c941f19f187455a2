import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import type { MailWriter } from '../mail/outbox-store.js';
import { newResetToken, RESET_TOKEN_MS, resetTokenHash } from './tokens.js';

export interface IssuedLink {
  user: { id: number; email: string; name: string; language: string | null };
  link: string;
  expiresAt: Date;
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/**
 * A new one-time reset link for the account with this e-mail, or undefined when there is none.
 * The web flow mails it; the operator's `vitrine reset-password` prints it. The token is made and
 * hashed before the lookup, so an unknown address costs the same work as a known one. `alongside`
 * runs in the token's transaction (the web flow queues the link's mail there: both or neither).
 */
export async function issueResetLink(
  db: Db,
  email: string,
  origin: string,
  alongside?: (tx: MailWriter, issued: IssuedLink) => Promise<void>,
): Promise<IssuedLink | undefined> {
  const token = newResetToken();
  const tokenHash = resetTokenHash(token);
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(byEmail(email));
  if (!user) return undefined;
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MS);
  const issued = { user, link: `${origin}/pages/reset-password?token=${encodeURIComponent(token)}`, expiresAt };
  await db.transaction(async (tx) => {
    // One live link per user: a new request replaces every earlier one.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash, expiresAt });
    await alongside?.(tx, issued);
  });
  return issued;
}
