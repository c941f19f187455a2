import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useListOrdersQuery } from '../../features/account/orders/ordersApi';
import type { Role } from './types';

/**
 * Live counts shown as menu badges; today the owner's new (pending) orders. Asked again on each
 * navigation, and at once when a status change invalidates the orders.
 */
export function useNavBadges(role: Role | null): Partial<Record<'newOrders', number>> {
  const owner = role === 'owner';
  const { data, refetch } = useListOrdersQuery({ status: 'pending', per_page: 1 }, { skip: !owner });
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // The first page has just asked; every later page asks again.
    if (!owner || shown.current === pathname) return;
    shown.current = pathname;
    void refetch();
  }, [owner, pathname, refetch]);
  return { newOrders: owner ? data?.total : undefined };
}
