import type { MeResponse } from '@vitrine/contracts';
import { type OwnerResult, ownerCall } from '../api/ownerClient';
import { tokenStore } from '../api/tokenStore';

interface Ahead {
  token: string;
  check: Promise<OwnerResult<MeResponse>>;
  settled: boolean;
}

let started = false;
/** The check started ahead, until `sessionCheck` takes it. */
let ahead: Ahead | undefined;

/**
 * Starts GET /api/auth/me for the stored token now, while the admin shell's code is on its way
 * (routes.tsx): the shell would otherwise ask only once it has rendered, one more round trip
 * before the page's own calls. Once per page load at most; nothing without a stored token.
 */
export function checkSessionAhead(): void {
  const token = tokenStore.get();
  if (started || !token) return;
  started = true;
  const entry: Ahead = { token, check: ownerCall<MeResponse>('GET', 'auth/me'), settled: false };
  void entry.check.then(() => {
    entry.settled = true;
  });
  ahead = entry;
}

/**
 * The answer to GET /api/auth/me for the stored token (restoreSession): the check started ahead
 * when it asked about this same token, else a new one. `unheard`: the answer came before it was
 * asked for, so before the shell listened for a 401 (ownerClient `onUnauthorized`), which the
 * caller then reports itself.
 */
export async function sessionCheck(): Promise<(OwnerResult<MeResponse> & { unheard: boolean }) | null> {
  const token = tokenStore.get();
  const taken = ahead;
  ahead = undefined;
  if (!token) return null;
  if (taken?.token === token) {
    const unheard = taken.settled;
    return { ...(await taken.check), unheard };
  }
  return { ...(await ownerCall<MeResponse>('GET', 'auth/me')), unheard: false };
}
