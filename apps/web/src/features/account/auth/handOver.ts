import type { AuthUser } from '@vitrine/contracts';
import { i18next } from '../../../i18n';
import { store } from '../../../store';
import { dashboardApi } from '../dashboard/dashboardApi';
import { signedIn } from './authSlice';

/**
 * A door (features/doors) signed the user in: the owner area starts signed in as that user. Bound
 * for the dashboard, its figures are asked for now, while the owner area's code and strings are
 * still coming, instead of once the page has rendered.
 */
export function handOver(user: AuthUser, to: string): void {
  store.dispatch(signedIn(user));
  if (to === '/dashboard') store.dispatch(dashboardApi.util.prefetch('getDashboard', undefined, {}));
  void i18next.loadNamespaces(['shell', 'account']);
}
