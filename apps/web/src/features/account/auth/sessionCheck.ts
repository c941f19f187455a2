import type { MeResponse } from '@vitrine/contracts';
import { getAhead, type OwnerResult, ownerCall } from '../api/ownerClient';
import { tokenStore } from '../api/tokenStore';

let started = false;

/**
 * Starts GET /api/auth/me for the stored token now, while the admin shell's code is on its way
 * (routes.tsx): the shell would otherwise ask only once it has rendered, one more round trip
 * before the page's own calls. Once per page load at most; nothing without a stored token.
 */
export function checkSessionAhead(): void {
  if (started || !tokenStore.get()) return;
  started = true;
  getAhead('auth/me');
}

/**
 * The answer to GET /api/auth/me for the stored token (restoreSession): the check started ahead
 * when it asked about this same token, else a new one. Either way the answer is read here, once the
 * shell listens, so a 401 signs out with "session expired" as any owner call's does.
 */
export async function sessionCheck(): Promise<OwnerResult<MeResponse> | null> {
  if (!tokenStore.get()) return null;
  return ownerCall<MeResponse>('GET', 'auth/me');
}
