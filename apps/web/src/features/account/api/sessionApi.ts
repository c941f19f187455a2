import { apiBase, apiHeaders } from '../../../api/base';

/**
 * Ends the session on the server too (POST /api/auth/logout: every token of this user stops
 * working). Fire and forget: the browser signs out whatever the answer, offline included, and
 * `keepalive` lets the call finish while the page moves to /login.
 */
export function endServerSession(token: string | null): void {
  if (!token) return;
  fetch(`${apiBase()}/auth/logout`, {
    method: 'POST',
    headers: apiHeaders({ Authorization: `Bearer ${token}` }),
    keepalive: true,
  }).catch(() => undefined);
}
