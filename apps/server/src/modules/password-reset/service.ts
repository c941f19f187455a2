import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { hashPassword } from '../../lib/password.js';
import { mailLanguage } from '../mail/language.js';
import type { MailQueue } from '../mail/queue.js';
import { issueResetLink } from './links.js';
import { resetMail } from './mail-texts.js';
import { resetTokenHash } from './tokens.js';

export const BAD_TOKEN =
  'This reset link is not valid: it is unknown, already used or older than one hour. Ask for a new link.';

export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailQueue,
  ) {}

  /**
   * Issues a link for the account with this e-mail, if there is one. Unknown or known, the caller
   * gets the same answer after the same work (a token is made and hashed either way), and the mail
   * is only queued (the outbox's sender sends it), so neither the answer nor its timing tells much
   * about whether the account exists: no mail server's delay shows in it.
   */
  async request(email: string, origin: string): Promise<void> {
    const issued = await issueResetLink(this.db, email, origin, (tx, { user, link }) =>
      // The link and its mail are written together: no live link without its mail, nor the reverse.
      this.mail.add(tx, resetMail(user.email, user.name, link, mailLanguage(user.language))),
    );
    if (issued) this.mail.wake();
  }

  /**
   * Sets a new password through a live token. Spending the token and changing the password commit
   * together, and the token is spent by a conditional update, so of two uses at once only one wins.
   * The session version goes up: every session of the user, on every device, ends.
   */
  async reset(token: string, password: string): Promise<void> {
    const tokenHash = resetTokenHash(token);
    // A dead link is answered before scrypt runs, so junk tokens cost the server nothing.
    if (!(await this.isLive(tokenHash))) throw badRequest(BAD_TOKEN, { token: BAD_TOKEN });
    // Hashed before the transaction: scrypt's ~50 ms should not hold a row lock.
    const passwordHash = await hashPassword(password);
    const changed = await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(live(tokenHash))
        .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
      if (!spent) return false;
      await tx
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, spent.userId));
      // Any other link of the user dies with the old password.
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, spent.userId), ne(passwordResetTokens.id, spent.id)));
      return true;
    });
    if (!changed) throw badRequest(BAD_TOKEN, { token: BAD_TOKEN });
  }

  private async isLive(tokenHash: string): Promise<boolean> {
    const [row] = await this.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(live(tokenHash));
    return Boolean(row);
  }
}

/** An unspent, unexpired token with this hash. */
const live = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
