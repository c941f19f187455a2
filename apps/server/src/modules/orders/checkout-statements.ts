import type { DeliveryRules } from '@vitrine/contracts';
import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared.js';
import { lockPhone, phoneRefused } from './phone-guard.js';
import { takeCodeUse } from './pricing.js';

/**
 * The checkout's statements, each compiled once and prepared (db/prepared.ts). A placed order is
 * two of them inside its transaction, whatever its lines: `openCheckout` (claim the key, lock the
 * phone, read the cart) and `writeOrder` (check the phone, write the order, its lines and its
 * key); plus, where they apply, `takeCode` (or `guardAndTakeCode` for an order to refuse) and one
 * stock take per counted item (stock/order-stock.ts). Round trips were most of a checkout's cost:
 * the order used to be a dozen statements, each built by Drizzle per request.
 */

const p = sql.placeholder;

/** The shop and the ordered products with their variants (inactive or other shops' products are absent). */
const cartRows = sql`
  select s.id as shop_id, s.status as shop_status, s.currency_code, s.shop_catalogue_url as shop_url,
         s.shop_name, s.shop_city, s.delivery_settings, s.upi_id, s.pix_key,
         s.cash_on_delivery,
         (select iso_code from countries where id = s.shop_country_id) as country_iso,
         pr.id as product_id, pr.product_name, pr.main_price, pr.in_stock, pr.stock_quantity as product_stock,
         v.id as variant_id, v.product_id as variant_product_id, v.product_variant_name, v.price as variant_price,
         v.stock_quantity as variant_stock
  from shops s
  left join products pr on pr.shop_id = s.id and pr.id = any(${p('products')}::text::int[]) and pr.is_active
  left join product_variants v on v.product_id = pr.id
  where s.id = ${p('shop')}`;

/** One row of the cart: the shop, and a product (null when none matched) with one of its variants (or null). */
export interface CartRow {
  shop_id: number;
  shop_status: string;
  currency_code: string;
  country_iso: string | null;
  shop_url: string;
  shop_name: string;
  shop_city: string;
  delivery_settings: DeliveryRules;
  upi_id: string;
  pix_key: string;
  cash_on_delivery: boolean;
  product_id: number | null;
  product_name: string;
  main_price: string;
  in_stock: boolean;
  product_stock: number | null;
  variant_id: number | null;
  variant_product_id: number;
  product_variant_name: string;
  variant_price: string;
  variant_stock: number | null;
}

/** The product ids of a cart as the statements take them (a PostgreSQL array literal). */
export const productIdsParam = (ids: number[]) => `{${[...new Set(ids)].join(',')}}`;

/** The quote's read: the cart alone. Placeholders: shop, products. */
export const readCartRows = preparedStatement<CartRow>('checkout_cart', cartRows);

/**
 * First statement of a checkout's transaction. Claims the Idempotency-Key (a key past its lifetime
 * is claimed afresh, as if purged; a live one returns `claimed` 0 and nothing else is done: the
 * caller replays). A second request with the same key waits here on the first's uncommitted row.
 * Once claimed, and only then (the lock reads the claim), takes the phone's advisory lock, held to
 * commit, so one phone's orders are counted one at a time (phone-guard.ts); then reads the cart and
 * checks the customer's state and country. Placeholders: scope, key, hash, hours, lock, shop,
 * products, country, state.
 */
export const openCheckout = preparedStatement<
  Partial<CartRow> & {
    claimed: number;
    country_found: number;
    state_found: number;
    state_country: number | null;
  }
>(
  'checkout_open',
  sql`
  with claim as (
    insert into idempotency_keys (scope, key, request_hash) values (${p('scope')}, ${p('key')}, ${p('hash')})
    on conflict (scope, key) do update set request_hash = excluded.request_hash, order_id = null, created_at = now()
      where idempotency_keys.created_at < now() - make_interval(hours => ${p('hours')})
    returning 1
  ),
  phone_lock as materialized (
    select ${lockPhone(sql`${p('lock')}::text`)} from claim
  ),
  opened as (select count(*)::int as claimed from phone_lock),
  address as (
    select (select count(*) from countries where id = ${p('country')}::int)::int as country_found,
           (select count(*) from states where id = ${p('state')}::int)::int as state_found,
           (select country_id from states where id = ${p('state')}::int) as state_country
  )
  select opened.claimed, address.*, cart.*
  from opened cross join address left join (${cartRows}) cart on opened.claimed = 1`,
);

/** One row of the written order (one per line), as `writeOrder` returns it. */
export interface WrittenRow {
  refused: boolean;
  /** null: the order was not written (the phone was refused). */
  id: number | null;
  order_number: string;
  subtotal: string;
  delivery_fee: string;
  discount: string;
  discount_code: string;
  total: string;
  currency_code: string;
  order_status: string;
  payment_method: 'cod' | 'upi' | 'pix';
  payment_status: 'unpaid' | 'paid';
  payment_payload: string;
  item_product_id: number | null;
  item_product_variant_id: number | null;
  item_product_name: string;
  item_product_variant_name: string;
  item_unit_price: string;
  item_quantity: number;
  item_line_total: string;
}

/** The phone's guard ({@link phoneRefused}) as a CTE `guard`, for a statement after the phone's lock. */
const guard = sql`guard as materialized (${phoneRefused(sql`${p('shop')}`, sql`${p('phone')}::text`)})`;

/**
 * Before `writeOrder`, for an order that will be refused (by the pricing or short stock, with or
 * without a code): the phone's guard, which answers first, then one use of the code (`code`, null
 * for none) taken unless the phone was refused (`code_taken` 0: none left), which answers before
 * short stock. Its own small statement, as a busy code's row is as hot as a busy product's (see
 * stock/order-stock.ts on re-checks).
 * Placeholders: shop, phone (E.164), code.
 */
export const guardAndTakeCode = preparedStatement<{ refused: boolean; code_taken: number }>(
  'checkout_guard_code',
  sql`
  with ${guard},
  code_use as (${takeCodeUse(sql`${p('code')}::int`, sql`not (select refused from guard)`)})
  select g.refused, (select count(*) from code_use)::int as code_taken from guard g`,
);

/**
 * For an order with a code that nothing refused, after `writeOrder`: one use of the code (`code`
 * placeholder), `code_taken` 0 when none was left (the caller rolls the order back). Taken after
 * the order is written, so a code that a shop's customers share is locked only for the stock take
 * and the commit, not for the order's writing as well.
 */
export const takeCode = preparedStatement<{ code_taken: number }>(
  'checkout_take_code',
  sql`
  with code_use as (${takeCodeUse(sql`${p('code')}::int`, sql`true`)})
  select (select count(*) from code_use)::int as code_taken`,
);

/**
 * The checkout's writing statement; its snapshot is taken after the phone's lock was granted, so
 * it counts the open orders of a transaction it waited for (phone-guard.ts). Refuses a blocked
 * phone or one at the shop's cap of pending orders (`refused`, nothing written); otherwise writes
 * the order, its lines (`lines`: JSON, in the cart's order) and the key's order id. One row per
 * line. The stock is taken after it (stock/order-stock.ts), so the hot rows are locked for the
 * shortest time; locks are taken in one order everywhere: the phone, the code, products by id,
 * variants by id.
 */
export const writeOrder = preparedStatement<WrittenRow>(
  'checkout_write',
  sql`
  with ${guard},
  placed as (
    insert into orders (shop_id, order_number, order_status, delivery_type, currency_code, subtotal, delivery_fee,
                        discount, total, discount_code, discount_code_id, payment_method, payment_payload,
                        customer_name, customer_phone, customer_email, address_line1, address_line2, city,
                        state_id, country_id, postal_code, note, language)
    select ${p('shop')}, ${p('number')}, 'pending', ${p('deliveryType')}, ${p('currency')}, ${p('subtotal')}::numeric,
           ${p('deliveryFee')}::numeric, ${p('discount')}::numeric, ${p('total')}::numeric, ${p('codeText')},
           ${p('code')}::int, ${p('paymentMethod')}, ${p('paymentPayload')}, ${p('name')}, ${p('phone')},
           ${p('email')}, ${p('address1')}, ${p('address2')}, ${p('city')}, ${p('state')}::int, ${p('country')}::int,
           ${p('postalCode')}, ${p('note')}, ${p('language')}
    where not (select refused from guard)
    returning id, order_number, subtotal, delivery_fee, discount, discount_code, total, currency_code,
              order_status, payment_method, payment_status, payment_payload
  ),
  lines as (
    insert into order_items (order_id, product_id, product_variant_id, product_name, product_variant_name,
                             unit_price, quantity, line_total)
    select (select id from placed), l.product_id, l.variant_id, l.product_name, l.variant_name, l.unit_price,
           l.quantity, l.line_total
    from jsonb_to_recordset(${p('lines')}::text::jsonb) as l(n int, product_id int, variant_id int, product_name text,
         variant_name text, unit_price numeric, quantity int, line_total numeric)
    where exists (select 1 from placed)
    order by l.n
    returning id, product_id, product_variant_id, product_name, product_variant_name, unit_price, quantity, line_total
  ),
  keyed as (
    update idempotency_keys set order_id = (select id from placed)
    where scope = ${p('scope')} and key = ${p('key')} and exists (select 1 from placed)
  )
  select g.refused, o.id, o.order_number, o.subtotal, o.delivery_fee, o.discount, o.discount_code, o.total,
         o.currency_code, o.order_status, o.payment_method, o.payment_status, o.payment_payload,
         i.product_id as item_product_id, i.product_variant_id as item_product_variant_id,
         i.product_name as item_product_name, i.product_variant_name as item_product_variant_name,
         i.unit_price as item_unit_price, i.quantity as item_quantity, i.line_total as item_line_total
  from guard g left join (placed o join lines i on true) on true
  order by i.id`,
);
