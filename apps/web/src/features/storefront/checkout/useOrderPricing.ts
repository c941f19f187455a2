import type { DeliveryType } from '@vitrine/contracts';
import { fieldRules } from '@vitrine/contracts/rules';
import type { UseFormWatch } from 'react-hook-form';
import type { StorefrontData } from '../layout/useStorefront';
import { cartTotal } from '../state';
import type { CheckoutForm } from './checkoutForm';
import { checkoutMoney } from './checkoutMoney';
import { useDiscountCode } from './useDiscountCode';

/**
 * What the order comes to as the form stands: the lines as the order sends them, the discount code
 * priced by the server, and the figures by the rules the server charges by.
 */
export function useOrderPricing(data: StorefrontData, deliveryType: string, watch: UseFormWatch<CheckoutForm>) {
  const postalCode = watch('postal_code') ?? '';
  const phone = watch('phone') ?? '';
  const subtotal = cartTotal(data.cart, data.shop.currency_code);
  const lines = data.cart.map((line) => ({
    product_id: line.product_id,
    ...(line.selected_variant[0] ? { product_variant_id: line.selected_variant[0].product_variant_id } : {}),
    quantity: line.quantity,
  }));
  const discount = useDiscountCode({
    shop_id: data.shop.shop_id,
    delivery_type: deliveryType as DeliveryType,
    // Only what the server would take: a half-typed postal code or phone waits.
    ...(fieldRules.postalCode.pattern.test(postalCode.trim()) ? { postal_code: postalCode.trim() } : {}),
    ...(fieldRules.phone.pattern.test(phone.trim()) ? { phone: phone.trim() } : {}),
    items: lines,
  });
  const money = checkoutMoney(data.shop, {
    subtotal,
    discount: discount.discount,
    deliveryType: deliveryType as DeliveryType,
    postalCode: fieldRules.postalCode.pattern.test(postalCode.trim()) ? postalCode : '',
  });
  const deliveryRefused = money.delivery.kind === 'refused' || money.delivery.kind === 'belowMinimum';
  return { subtotal, lines, discount, money, deliveryRefused };
}
