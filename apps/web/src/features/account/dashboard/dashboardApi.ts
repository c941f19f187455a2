import type { OwnerDashboardResponse } from '@vitrine/contracts';
import { owner } from '../api/ownerClient';

/** The owner's figures, aggregated by the server over every order (one request). */
export const getDashboard = (signal?: AbortSignal) => owner.get<OwnerDashboardResponse>('account/dashboard', signal);
