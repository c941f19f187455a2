import type { AuthResponse, AuthUser, LoginRequest, RegisterRequest } from '@vitrine/contracts';
import { type OwnerResult, ownerCall } from '../api/ownerClient';
import { tokenStore } from '../api/tokenStore';

/**
 * Sign-in and sign-up as plain calls (no Redux): the doors make them (features/doors), the auth
 * slice wraps them. On success the session's token is stored and the user comes back.
 */
async function authenticate(path: 'auth/login' | 'auth/register', body: unknown): Promise<OwnerResult<AuthUser>> {
  const result = await ownerCall<AuthResponse>('POST', path, body, { anonymous: true });
  if (!result.ok) return result;
  tokenStore.set(result.data.token);
  return { ok: true, data: result.data.user };
}

/** POST /api/auth/login. */
export const signInCall = (credentials: LoginRequest) => authenticate('auth/login', credentials);

/** POST /api/auth/register: the owner and the shop at once, then signed in. */
export const registerCall = (form: RegisterRequest) => authenticate('auth/register', form);
