import type { AuthUser, MeResponse } from '@vitrine/contracts';
import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { ownerCall } from '../account/api/ownerClient';
import { tokenStore } from '../account/api/tokenStore';

/**
 * Into the owner area once a door has the user (its token stored): the owner area's state starts
 * signed in with that user (no second round trip to ask who it is), then the page moves there.
 * Should the owner area's code not load, a full page load gets there with the stored token.
 */
export async function enterOwnerArea(user: AuthUser, to: string, navigate: NavigateFunction): Promise<void> {
  try {
    const { handOver } = await import('../account/auth/handOver');
    handOver(user, to);
  } catch {
    window.location.assign(to);
    return;
  }
  await navigate(to, { replace: true });
}

/**
 * Starts loading and running the owner area's code (its shell, i18next and strings, the store, the
 * dashboard) once a form is sent: the server takes its time checking a password (scrypt), and the
 * phone spends it on the code the next page needs. Only ever after the owner pressed the button, so
 * the door itself never waits for any of it. `toDashboard`: the dashboard's page is warmed too.
 */
export function warmOwnerArea(toDashboard: boolean): void {
  const modules: Promise<unknown>[] = [
    import('../account/auth/handOver'),
    import('../../template/AdminShell'),
    import('../../template/AppState'),
    import('../../template/accountPages'),
  ];
  if (toDashboard) modules.push(import('../account/dashboard/OwnerDashboardPage'));
  // A module that fails to load here is loaded again (or reported) by the page that needs it.
  for (const loading of modules) loading.catch(() => undefined);
}

/**
 * A door opened by a user whose stored token still works goes straight in (as the old pages did
 * once the session was restored); a dead token is dropped. `where` names the page for that user.
 */
export function useSignedInAlready(where: (user: AuthUser) => string): void {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the door opens
  useEffect(() => {
    if (!tokenStore.get()) return;
    let live = true;
    void ownerCall<MeResponse>('GET', 'auth/me').then((result) => {
      if (result.ok) {
        if (live) void enterOwnerArea(result.data.user, where(result.data.user), navigate);
      } else if (result.status === 401 || result.status === 403) tokenStore.clear();
    });
    return () => {
      live = false;
    };
  }, []);
}
