import { minorPerUnit, minorToUnits, normalizePixKey, normalizeUpiId, type PaymentMethod } from '@vitrine/contracts';
import { foldToAscii, pixPayload } from './pix.js';
import { upiUrl } from './upi.js';

export interface PayeeShop {
  name: string;
  city: string;
  currencyCode: string;
  upiId: string;
  pixKey: string;
}

/**
 * The UPI link or Pix BR Code an order is paid with, for its exact total (minor units), made once
 * when the order is placed and kept with it; empty for cash, and for a total of nothing to pay.
 * The checkout offers UPI and Pix only where the shop has the key and the currency (paymentMethodsOf).
 */
export function paymentPayloadFor(method: PaymentMethod, shop: PayeeShop, orderNumber: string, total: number): string {
  if (method === 'cod' || total <= 0) return '';
  const amount = minorToUnits(total, minorPerUnit(shop.currencyCode)).toFixed(2);
  if (method === 'upi') {
    return upiUrl({ vpa: normalizeUpiId(shop.upiId), payeeName: shop.name, amount, note: `Order ${orderNumber}` });
  }
  // A BR Code needs a name and a city in ASCII: a shop without a city (or with a name in another
  // script) still gets a payable code.
  return pixPayload({
    key: normalizePixKey(shop.pixKey),
    amount,
    merchantName: foldToAscii(shop.name).trim() ? shop.name : 'LOJA',
    merchantCity: foldToAscii(shop.city).trim() ? shop.city : 'BRASIL',
    txid: orderNumber,
  });
}
