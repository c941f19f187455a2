import type { AuthUser } from '@vitrine/contracts';
import { store } from '../../../store';
import { signedIn } from './authSlice';

/** A door (features/doors) signed the user in: the owner area starts signed in as that user. */
export function handOver(user: AuthUser): void {
  store.dispatch(signedIn(user));
}
