import type { ShopperOrder, ShopperOrderResponse } from '@vitrine/contracts';
import { requestWithStatus } from './http';

/** The address parts of an order's page (`/{shop}/order/{number}/{token}`). */
export interface OrderPageKey {
  shopUrl: string;
  orderNumber: string;
  token: string;
}

export type OrderPageOutcome =
  | { kind: 'ok'; order: ShopperOrder }
  /** Unknown order or wrong link: the server does not say which. */
  | { kind: 'notFound' }
  /** 409: the shop moved the order meanwhile (the page reloads it). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

const pathOf = ({ shopUrl, orderNumber, token }: OrderPageKey) =>
  `orderpage/${encodeURIComponent(shopUrl)}/${encodeURIComponent(orderNumber)}/${encodeURIComponent(token)}`;

async function call(method: 'GET' | 'POST', path: string): Promise<OrderPageOutcome> {
  const outcome = await requestWithStatus<ShopperOrderResponse>(method, path);
  if (outcome.ok && outcome.body.status === 'success') return { kind: 'ok', order: outcome.body.order };
  if (outcome.status === 404) return { kind: 'notFound' };
  const message = (outcome.body as { message?: string } | undefined)?.message;
  if (outcome.status === 409) return { kind: 'refused', message: message ?? '' };
  return { kind: 'failed' };
}

/** GET /api/orderpage/…: the shopper's view of their order. */
export const readOrderPage = (key: OrderPageKey) => call('GET', pathOf(key));

/** POST /api/orderpage/…/cancel: cancels while the order is pending. */
export const cancelOrderPage = (key: OrderPageKey) => call('POST', `${pathOf(key)}/cancel`);
