import { type AccountSettings, ownerLanguage, type UpdateAccountSettingsRequest } from '@vitrine/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shops, users } from '../../db/schema.js';
import { badRequest, HttpFail, unauthorized } from '../../http/errors.js';
import type { SessionClaims } from '../auth/tokens.js';
import type { MailWriter } from '../mail/outbox-store.js';
import { isUniqueViolation } from '../shared/db-errors.js';

const EMAIL_TAKEN = 'This email is already in use.';
const emailTaken = () => new HttpFail(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change the e-mail address.';

/** The owner's (first) shop, or null for an account without one: the platform admin. */
async function shopOf(db: Db, session: SessionClaims) {
  if (session.shopId === null) return null;
  const [shop] = await db
    .select({ id: shops.id, notify: shops.orderNotificationEmail })
    .from(shops)
    .where(and(eq(shops.id, session.shopId), eq(shops.ownerId, session.userId)))
    .orderBy(asc(shops.id));
  return shop ?? null;
}

/** The signed-in user's name, e-mail and language, and their shop's order-notification address. */
export async function getAccountSettings(db: Db, session: SessionClaims): Promise<AccountSettings> {
  const [user] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user) throw unauthorized('Invalid access token');
  const shop = await shopOf(db, session);
  return {
    name: user.name,
    email: user.email,
    language: ownerLanguage.safeParse(user.language).data ?? null,
    order_notification_email: shop ? shop.notify : null,
  };
}

/** An e-mail change that was saved: the old address is told, so a stolen session cannot quietly take the account. */
export interface EmailChange {
  oldEmail: string;
  newEmail: string;
  name: string;
  language: string | null;
  at: Date;
}

/**
 * Applies the fields a settings tab sends. The e-mail stays unique whatever its case (checked
 * first for a clear answer; the unique index settles a race); the notification address needs a shop.
 * Changing the e-mail needs the current password (`confirmPassword` checks it): with the address, a
 * stolen session could ask for a reset link and take the account for good.
 */
export async function updateAccountSettings(
  db: Db,
  session: SessionClaims,
  patch: UpdateAccountSettingsRequest,
  confirmPassword: (password: string) => Promise<void>,
  /** Runs in the change's transaction when the e-mail changes: the notice to the old address is queued there. */
  onEmailChange?: (tx: MailWriter, change: EmailChange) => Promise<void>,
): Promise<{ settings: AccountSettings; emailChange: EmailChange | null }> {
  const { name, email, language, order_notification_email: notify, current_password } = patch;
  const [before] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!before) throw unauthorized('Invalid access token');
  const emailChanges = email !== undefined && email.toLowerCase() !== before.email.toLowerCase();
  if (emailChanges) {
    if (!current_password) {
      throw badRequest(CURRENT_PASSWORD_NEEDED, { current_password: CURRENT_PASSWORD_NEEDED });
    }
    await confirmPassword(current_password);
  }
  const shop = notify === undefined ? null : await shopOf(db, session);
  if (notify !== undefined && !shop) {
    throw new HttpFail(403, 'This account has no shop.', { order_notification_email: 'This account has no shop.' });
  }
  if (email !== undefined) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, session.userId)));
    if (other) throw emailTaken();
  }
  // An e-mail that differs only in case is saved as typed, without the password (it is the same address).
  const userSet = Object.fromEntries(Object.entries({ name, email, language }).filter(([, v]) => v !== undefined));
  const emailChange: EmailChange | null =
    emailChanges && email !== undefined
      ? {
          oldEmail: before.email,
          newEmail: email,
          name: name ?? before.name,
          language: before.language,
          at: new Date(),
        }
      : null;
  try {
    await db.transaction(async (tx) => {
      if (Object.keys(userSet).length) await tx.update(users).set(userSet).where(eq(users.id, session.userId));
      if (shop && notify !== undefined) {
        await tx
          .update(shops)
          .set({ orderNotificationEmail: notify, updatedAt: new Date() })
          .where(eq(shops.id, shop.id));
      }
      if (emailChange && onEmailChange) await onEmailChange(tx, emailChange);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { settings: await getAccountSettings(db, session), emailChange };
}
