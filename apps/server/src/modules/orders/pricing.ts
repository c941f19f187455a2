import {
  type DeliveryRefusal,
  type DeliveryRules,
  type DeliveryType,
  type DiscountRefusal,
  discountAmount,
  discountRefusal,
  minorPerUnit,
  minorToUnits,
  normalizeDiscountCode,
  type PaymentMethod,
  paymentMethodsOf,
  quoteDelivery,
} from '@vitrine/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { discountCodes, orders } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';

/**
 * The money of an order beyond its goods: the delivery fee from the shop's zones, the
 * discount of a code, the total. One function prices the checkout's quote and the order itself, so
 * what the shopper was shown is what the order charges; nothing here comes from the client.
 */

export interface PricingShop {
  id: number;
  currencyCode: string;
  deliverySettings: DeliveryRules;
  upiId: string;
  pixKey: string;
  cashOnDelivery: boolean;
}

export interface PricingInput {
  delivery_type: DeliveryType;
  postal_code: string;
  /** In E.164 (lib/phone.ts), as orders store it; '' for none. */
  phone: string;
  discount_code: string;
}

export interface Priced {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  total: number;
  /** The code that applies, to be taken with the order. */
  code: PricedCode | null;
  /** The code the shopper typed, as stored (whether it applies or not); undefined when none matched. */
  typedCode: PricedCode | undefined;
  discountStatus: 'none' | 'applied' | DiscountRefusal;
  delivery: ReturnType<typeof quoteDelivery>;
  paymentMethods: PaymentMethod[];
}

/** Amounts in a message: "500.00 INR", "1500 JPY". */
export const amountText = (minor: number, currencyCode: string) =>
  `${minorToUnits(minor, minorPerUnit(currencyCode)).toFixed(Math.log10(minorPerUnit(currencyCode)))} ${currencyCode}`;

/** What pricing reads of a code. */
type PricedCode = Pick<
  typeof discountCodes.$inferSelect,
  | 'id'
  | 'code'
  | 'kind'
  | 'value'
  | 'minSubtotal'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'maxUsesPerPhone'
  | 'uses'
  | 'active'
>;

interface CodeReadRow {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  min_subtotal: number | null;
  starts_ms: number | null;
  ends_ms: number | null;
  max_uses: number | null;
  max_uses_per_phone: number | null;
  uses: number;
  active: boolean;
  phone_uses: number;
}

const p = sql.placeholder;

/**
 * The shop's code by its text (`code`, in capitals) and, when the code limits uses per phone, the
 * phone's orders with it that still count (not cancelled; `phone`: in E.164, '' for none). One
 * prepared statement and one round trip, for the checkout's quote and for its order, which runs it
 * under the phone's lock. Placeholders: shop, code, phone.
 */
const readCode = preparedStatement<CodeReadRow>(
  'pricing_code',
  sql`
  select c.id, c.code, c.kind, c.value, c.min_subtotal, c.max_uses, c.max_uses_per_phone, c.uses, c.active,
         (extract(epoch from c.starts_at) * 1000)::float8 as starts_ms,
         (extract(epoch from c.ends_at) * 1000)::float8 as ends_ms,
         case when c.max_uses_per_phone is null or ${p('phone')}::text = '' then 0
              else (select count(*) from orders o
                    where o.shop_id = c.shop_id and o.discount_code_id = c.id
                      and o.customer_phone = ${p('phone')}::text
                      and o.order_status <> 'cancelled')
         end::int as phone_uses
  from discount_codes c
  where c.shop_id = ${p('shop')}::int and c.code = ${p('code')}::text`,
);

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The shop's code as typed (compared in capitals), undefined when it has none such, and the phone's uses of it. */
async function codeOf(
  db: Db,
  shopId: number,
  text: string,
  phone: string,
): Promise<{ code: PricedCode; phoneUses: number } | undefined> {
  const [row] = await readCode(db, { shop: shopId, code: normalizeDiscountCode(text), phone });
  if (!row) return undefined;
  const code: PricedCode = {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.min_subtotal,
    startsAt: dateOf(row.starts_ms),
    endsAt: dateOf(row.ends_ms),
    maxUses: row.max_uses,
    maxUsesPerPhone: row.max_uses_per_phone,
    uses: row.uses,
    active: row.active,
  };
  return { code, phoneUses: row.phone_uses };
}

/** Prices goods worth `subtotal` (minor units) for this shop, as asked. Refusals are reported, not thrown. */
export async function priceOrder(db: Db, shop: PricingShop, input: PricingInput, subtotal: number): Promise<Priced> {
  let code: PricedCode | null = null;
  let typedCode: PricedCode | undefined;
  let discount = 0;
  let discountStatus: Priced['discountStatus'] = 'none';
  if (input.discount_code.trim()) {
    const found = await codeOf(db, shop.id, input.discount_code, input.phone);
    const row = found?.code;
    typedCode = row;
    const uses = found?.phoneUses ?? 0;
    const refusal = discountRefusal(
      row && {
        active: row.active,
        starts_at: row.startsAt,
        ends_at: row.endsAt,
        min_subtotal: row.minSubtotal,
        max_uses: row.maxUses,
        uses: row.uses,
        max_uses_per_phone: row.maxUsesPerPhone,
      },
      { subtotal, now: new Date(), phone_uses: uses },
    );
    if (refusal || !row) discountStatus = refusal ?? 'unknown';
    else {
      code = row;
      discount = discountAmount(row.kind, row.value, subtotal);
      discountStatus = 'applied';
    }
  }
  const delivery = quoteDelivery(shop.deliverySettings, {
    delivery_type: input.delivery_type,
    postal_code: input.postal_code,
    subtotal,
    discount,
  });
  const deliveryFee = delivery.ok ? delivery.quote.fee : 0;
  return {
    subtotal,
    deliveryFee,
    discount,
    total: subtotal + deliveryFee - discount,
    code,
    typedCode,
    discountStatus,
    delivery,
    paymentMethods: paymentMethodsOf({
      currency_code: shop.currencyCode,
      upi_id: shop.upiId,
      pix_key: shop.pixKey,
      cash_on_delivery: shop.cashOnDelivery,
    }),
  };
}

/** What the shopper is told when a code does not apply (the storefront says it in their language). */
export function discountRefusalMessage(refusal: DiscountRefusal, code: PricedCode | undefined, currencyCode: string) {
  switch (refusal) {
    case 'unknown':
      return 'This code is not valid.';
    case 'not_yet_valid':
      return 'This code is not valid yet.';
    case 'expired':
      return 'This code has expired.';
    case 'below_minimum':
      return code?.minSubtotal != null
        ? `This code needs an order of at least ${amountText(code.minSubtotal, currencyCode)}.`
        : 'This code needs a larger order.';
    case 'used_up':
      return 'This code has been used up.';
    case 'used_up_for_phone':
      return 'This code was already used with this phone number.';
  }
}

function deliveryRefusalError(refusal: DeliveryRefusal, input: PricingInput, currencyCode: string) {
  switch (refusal.reason) {
    case 'method_off':
      return {
        delivery_type:
          input.delivery_type === 'pickup' ? 'This shop does not offer pickup.' : 'This shop does not deliver.',
      };
    case 'outside':
      return { 'customer.postal_code': 'This shop does not deliver to this postal code.' };
    case 'below_minimum':
      return {
        items: `The minimum order for delivery here is ${amountText(refusal.minimum_order, currencyCode)}.`,
      };
  }
}

/**
 * The checkout's refusals of a priced order (422, each naming its field): a method the shop does
 * not offer, an address outside its zones, an order under the zone's minimum, a code that does not
 * apply, a way to pay the shop does not take.
 */
export function refusePriced(
  priced: Priced,
  input: PricingInput & { payment_method: PaymentMethod },
  currencyCode: string,
) {
  const errors: Record<string, string> = {};
  if (!priced.delivery.ok) Object.assign(errors, deliveryRefusalError(priced.delivery.refusal, input, currencyCode));
  if (priced.discountStatus !== 'none' && priced.discountStatus !== 'applied')
    errors.discount_code = discountRefusalMessage(priced.discountStatus, priced.typedCode, currencyCode);
  if (!priced.paymentMethods.includes(input.payment_method))
    errors.payment_method = 'This shop does not take this way to pay.';
  if (Object.keys(errors).length) throw new HttpFail(422, Object.values(errors)[0], errors);
}

/**
 * SQL: takes one use of the code `codeId` inside the order's transaction, returning its id, or no
 * row when none was left (or the code was switched off meanwhile). A conditional update, so
 * concurrent orders on the last uses are counted one at a time by the row lock and never exceed
 * `max_uses`. `also`: a further condition (the checkout's: the phone was not refused).
 */
export const takeCodeUse = (codeId: SQL, also: SQL) => sql`
  update discount_codes set uses = uses + 1
  where id = ${codeId} and active and (max_uses is null or uses < max_uses) and ${also}
  returning id`;

/** Gives a cancelled order's use back to its code (once: a cancel happens once in an order's life). */
export async function giveCodeUseBack(db: Db, orderId: number): Promise<void> {
  await db.execute(
    sql`update ${discountCodes} set uses = greatest(${discountCodes.uses} - 1, 0)
        where ${discountCodes.id} = (select ${orders.discountCodeId} from ${orders} where ${orders.id} = ${orderId})`,
  );
}
