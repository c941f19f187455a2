import type { UnlockResponse } from '@vitrine/contracts';
import { ownerCall, SERVER_UNREACHABLE } from '../account/api/ownerClient';

/** Why an unlock failed, as the panel words it. */
export type UnlockFailure = 'wrong' | 'tooMany' | 'unreachable';

/**
 * POST /api/auth/unlock. A wrong password is a 400 (a 401 would mean "signed out", and the owner
 * client then ends the session: that is right only when the session itself is gone).
 */
export async function unlockWithPassword(password: string): Promise<UnlockFailure | null> {
  const result = await ownerCall<UnlockResponse>('POST', 'auth/unlock', { password });
  if (result.ok) return null;
  if (result.status === 429) return 'tooMany';
  if (result.status === 0 || result.status >= 500 || result.message === SERVER_UNREACHABLE) return 'unreachable';
  return 'wrong';
}
