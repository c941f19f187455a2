import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { settings } from './schema.js';

/**
 * The session-signing secret every instance on this database shares: the first instance to ask
 * generates it (INSERT … ON CONFLICT DO NOTHING, so racing instances agree), all read it back.
 */
export async function sharedJwtSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'jwt_secret'));
  return row.value;
}
