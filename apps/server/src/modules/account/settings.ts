import { type AccountSettings, ownerLanguage, type UpdateAccountSettingsRequest } from '@vitrine/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shops, users } from '../../db/schema.js';
import { HttpFail, unauthorized } from '../../http/errors.js';
import type { SessionClaims } from '../auth/tokens.js';
import { isUniqueViolation } from '../shared/db-errors.js';

const EMAIL_TAKEN = 'This email is already in use.';
const emailTaken = () => new HttpFail(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });

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

/**
 * Applies the fields a settings tab sends. The e-mail stays unique whatever its case (checked
 * first for a clear answer; the unique index settles a race); the notification address needs a shop.
 */
export async function updateAccountSettings(
  db: Db,
  session: SessionClaims,
  patch: UpdateAccountSettingsRequest,
): Promise<AccountSettings> {
  const { name, email, language, order_notification_email: notify } = patch;
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
  const userSet = Object.fromEntries(Object.entries({ name, email, language }).filter(([, v]) => v !== undefined));
  try {
    await db.transaction(async (tx) => {
      if (Object.keys(userSet).length) await tx.update(users).set(userSet).where(eq(users.id, session.userId));
      if (shop && notify !== undefined) {
        await tx
          .update(shops)
          .set({ orderNotificationEmail: notify, updatedAt: new Date() })
          .where(eq(shops.id, shop.id));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return getAccountSettings(db, session);
}
