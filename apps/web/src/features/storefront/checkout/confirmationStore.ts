import type { PlacedOrder } from '../../../api/orders';
import type { CartItem } from '../state/cartRules';

/** What the confirmation page shows; kept for this browser tab so a reload still shows it. */
export interface Confirmation {
  order: PlacedOrder;
  lines: CartItem[];
  customerName: string;
  deliveryType: string;
  shopName: string;
  shopPhone: string;
}

const key = (shopUrl: string) => `vitrine.confirmation.${shopUrl}`;

export function saveConfirmation(shopUrl: string, confirmation: Confirmation): void {
  try {
    sessionStorage.setItem(key(shopUrl), JSON.stringify(confirmation));
  } catch {
    // Storage blocked: the page falls back to the in-memory copy below.
  }
  memory.set(shopUrl, confirmation);
}

const memory = new Map<string, Confirmation>();

export function readConfirmation(shopUrl: string): Confirmation | undefined {
  const inMemory = memory.get(shopUrl);
  if (inMemory) return inMemory;
  try {
    const raw = sessionStorage.getItem(key(shopUrl));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Confirmation;
    // A copy saved by an older release (before orders carried their subtotal) is not shown half-filled.
    return value && typeof value === 'object' && typeof value.order?.subtotal === 'number' && Array.isArray(value.lines)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** The order as plain text for WhatsApp. */
export function orderText(
  confirmation: Confirmation,
  price: (amount: number) => string,
  labels: { order: string; total: string },
): string {
  const lines = confirmation.lines.map((line) => {
    const variant = line.selected_variant[0] ? ` (${line.selected_variant[0].product_variant_name})` : '';
    return `- ${line.quantity} × ${line.product_name}${variant}: ${price(line.main_price * line.quantity)}`;
  });
  return [
    `${labels.order} ${confirmation.order.order_number} (${confirmation.shopName})`,
    ...lines,
    `${labels.total}: ${price(Number(confirmation.order.total))}`,
    confirmation.customerName,
  ].join('\n');
}

/** wa.me wants the number in international form, digits only. */
export function whatsAppLink(phone: string, text: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return undefined;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
