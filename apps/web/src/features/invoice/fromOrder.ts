import type { AccountShop, OwnerOrder } from '@vitrine/contracts';
import type { InvoiceData } from './invoiceData';

const present = (lines: (string | null | undefined)[]) => lines.map((line) => (line ?? '').trim()).filter(Boolean);

/**
 * A real order as its invoice: the shop sells, the customer is billed, one line per order line,
 * then the order's own figures as it was charged: subtotal, discount, delivery fee (as charges), total.
 */
export function invoiceFromOrder(
  order: OwnerOrder,
  shop: AccountShop,
  labels: { delivery: string; deliveryType: string },
): InvoiceData {
  const c = order.customer;
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
    subtotal: order.subtotal,
    discount: order.discount > 0 ? order.discount : undefined,
    charges: order.delivery_fee > 0 ? order.delivery_fee : undefined,
    total: order.total,
    currency: order.currency_code,
    details: [{ label: labels.delivery, value: labels.deliveryType }],
    note: order.note || undefined,
  };
}
