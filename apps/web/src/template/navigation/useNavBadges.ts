import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { countNewOrders } from '../../features/account/orders/ordersApi';
import type { Role } from './types';

/** Live counts shown as menu badges; today the owner's new (pending) orders, refreshed on navigation. */
export function useNavBadges(role: Role | null): Partial<Record<'newOrders', number>> {
  const [newOrders, setNewOrders] = useState<number | undefined>(undefined);
  const { pathname } = useLocation();
  useEffect(() => {
    if (role !== 'owner' || pathname.length < 0) return;
    const controller = new AbortController();
    countNewOrders(controller.signal)
      .then((count) => setNewOrders(count ?? undefined))
      .catch(() => undefined);
    return () => controller.abort();
  }, [role, pathname]);
  return { newOrders };
}
