import type { UnknownAction } from '@reduxjs/toolkit';
import type { OrderStreamEvent } from '@vitrine/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { apiBase } from '../../../../api/base';
import { useAppDispatch } from '../../../../store';
import { ownerApi } from '../../api/ownerApi';
import { ownerCall } from '../../api/ownerClient';
import { forgetArrivals, markArrived } from './arrivals';
import { connectOrderStream } from './orderStream';
import { playNewOrderTone, soundEnabled } from './sound';

/** How long a live toast stays: longer than a save's, as the owner may be looking elsewhere. */
const TOAST_MS = 6000;

async function fetchTicket(): Promise<string | null> {
  const result = await ownerCall<{ ticket: string }>('POST', 'account/orders/events/ticket');
  return result.ok ? result.data.ticket : null;
}

/**
 * While an owner is signed in, follows the shop's order stream: every event (and every
 * (re)connection, which may have missed some) refetches the orders, the open order, the menu
 * badge and the dashboard; a new order and a shopper's cancellation also show a toast naming it.
 */
export function useLiveOrders(enabled: boolean): void {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  // The connection lives as long as the sign-in, not as long as one rendering of `t`.
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    // No EventSource (an old browser, the test DOM): the pages still load and refresh as before.
    if (!enabled || typeof EventSource === 'undefined') return;
    const refresh = (tags: ('Orders' | 'Dashboard' | 'Products')[]) =>
      dispatch(ownerApi.util.invalidateTags(tags) as unknown as UnknownAction);
    const onEvent = (event: OrderStreamEvent) => {
      const cancelled = event.type === 'order.moved' && event.to === 'cancelled';
      // A cancellation gave counted stock back.
      refresh(cancelled ? ['Orders', 'Dashboard', 'Products'] : ['Orders', 'Dashboard']);
      if (event.type === 'order.placed') {
        markArrived(event.order_id);
        toast.info(tRef.current('liveOrders.placed', { number: event.order_number }), { autoClose: TOAST_MS });
        if (soundEnabled()) playNewOrderTone();
      } else if (cancelled && event.actor === 'shopper') {
        toast.warning(tRef.current('liveOrders.cancelled', { number: event.order_number }), { autoClose: TOAST_MS });
      }
    };
    const stop = connectOrderStream({
      fetchTicket,
      urlFor: (ticket) => `${apiBase()}/account/orders/events?ticket=${encodeURIComponent(ticket)}`,
      onOpen: () => refresh(['Orders', 'Dashboard']),
      onEvent,
    });
    return () => {
      stop();
      forgetArrivals();
    };
  }, [enabled, dispatch]);
}
