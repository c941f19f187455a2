import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { OrderStreamHub } from './hub.js';

/**
 * A ticket is checked against the session when a stream opens; a stream already open is checked
 * again now and then, so a logout (or a password change) also ends the streams of that session,
 * wherever they were opened. One query for all the users with a stream open here.
 */
export async function endRevokedStreams(db: Db, hub: OrderStreamHub): Promise<number> {
  const open = hub.clients();
  if (open.length === 0) return 0;
  const ids = [...new Set(open.map((c) => c.userId))];
  const rows = await db
    .select({ id: users.id, version: users.sessionVersion })
    .from(users)
    .where(inArray(users.id, ids));
  const current = new Map(rows.map((r) => [r.id, r.version]));
  const revoked = open.filter((c) => current.get(c.userId) !== c.sessionVersion);
  for (const client of revoked) client.end();
  return revoked.length;
}
