import type { AccountShop, OwnerOrder } from '@vitrine/contracts';
import type { InvoiceData } from './invoiceData';

const present = (lines: (string | null | undefined)[]) => lines.map((line) => (line ?? '').trim()).filter(Boolean);

/** Cents, so sums of prices compare exactly. */
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A real order as its invoice: the shop sells, the customer is billed, one line per order line. The
 * subtotal is the lines' sum; whatever the order's total holds beyond it (delivery) shows as charges.
 */
export function invoiceFromOrder(
  order: OwnerOrder,
  shop: AccountShop,
  labels: { delivery: string; deliveryType: string },
): InvoiceData {
  const c = order.customer;
  const subtotal = round(order.items.reduce((sum, item) => sum + item.line_total, 0));
  const charges = round(order.total - subtotal);
  return {
    number: order.order_number,
    issued: order.created_at,
    seller: {
      name: shop.shop_name,
      lines: present([
        shop.shop_add_line1,
        shop.shop_add_line2,
        present([shop.shop_postal_code, shop.shop_city]).join(' '),
        shop.shop_state_name,
        shop.shop_country_name,
      ]),
      phone: shop.mobile_phone_primary || undefined,
      email: shop.shop_email || undefined,
    },
    billTo: {
      name: c.name,
      lines: present([
        c.address_line1,
        c.address_line2,
        present([c.postal_code, c.city]).join(' '),
        c.state_name,
        c.country_name,
      ]),
      phone: c.phone || undefined,
      email: c.email || undefined,
    },
    lines: order.items.map((item) => ({
      description: item.product_name,
      detail: item.product_variant_name || undefined,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      total: item.line_total,
    })),
    subtotal,
    charges: charges !== 0 ? charges : undefined,
    total: order.total,
    currency: order.currency_code,
    details: [{ label: labels.delivery, value: labels.deliveryType }],
    note: order.note || undefined,
  };
}
