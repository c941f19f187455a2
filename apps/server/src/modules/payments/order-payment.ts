import type { PaymentMethod } from '@vitrine/contracts';

export interface PayeeShop {
  name: string;
  city: string;
  currencyCode: string;
  upiId: string;
  pixKey: string;
}

/**
 * The UPI link or Pix BR Code an order is paid with, for its exact total (minor units), made once
 * when the order is placed; empty for cash on delivery.
 */
export function paymentPayloadFor(
  method: PaymentMethod,
  _shop: PayeeShop,
  _orderNumber: string,
  _total: number,
): string {
  if (method === 'cod') return '';
  throw new Error(`${method} payments are not built yet`);
}
