import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { verifyPassword } from '../../lib/password.js';

/**
 * Whether a password is the signed-in user's (lock screen, password or e-mail change, deleting the
 * shop): a wrong one is a 400 naming the field, never a 401, which would read as "signed out".
 */
export async function checkUserPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized('Invalid access token');
  if (!(await verifyPassword(password, user.hash))) {
    const message = field === 'password' ? 'The password is not right.' : 'The current password is not right.';
    throw badRequest(message, { [field]: message });
  }
}
