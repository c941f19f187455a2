import { randomBytes } from 'node:crypto';
import {
  type CreatedOrder,
  type CustomerHistory,
  type createOrderRequest,
  IDEMPOTENCY_KEY_HOURS,
  minorPerUnit,
  minorToUnits,
  type OrderEvent,
  type OrderPayment,
  type OrderQuote,
  type OrderStatus,
  type OwnerOrder,
  type OwnerOrderSummary,
  type orderQuoteRequest,
  type PageQuery,
} from '@vitrine/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { countries, orderItems, orders, shops, states } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { canonicalPhone } from '../../lib/phone.js';
import { mailLanguage } from '../mail/language.js';
import { paymentPayloadFor } from '../payments/order-payment.js';
import { stockChangedEvent, type Writer } from '../shared/context.js';
import { currencyMinorToText, minorToNumber, moneyNumber, toCurrencyMinor, toMinor } from '../shared/money.js';
import { type ReadLine, shortByRead, takeForOrder } from '../stock/order-stock.js';
import {
  type CartRow,
  guardAndTakeCode,
  openCheckout,
  productIdsParam,
  readCartRows,
  takeCode,
  writeOrder,
} from './checkout-statements.js';
import { keyScope, orderIdOfLiveKey, replayedOrderId, requestHash } from './idempotency.js';
import { historyOf } from './life.js';
import { checkoutPhone, historyOfPhone, PHONE_REFUSED, phoneLockKey } from './phone-guard.js';
import { discountRefusalMessage, priceOrder, refusePriced } from './pricing.js';

type NewOrder = z.output<typeof createOrderRequest>;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
/** What an answer shows of an order and of its lines. */
type OrderFacts = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'subtotal'
  | 'deliveryFee'
  | 'discount'
  | 'discountCode'
  | 'total'
  | 'currencyCode'
  | 'orderStatus'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'paymentPayload'
>;
type ItemFacts = Pick<
  ItemRow,
  'productId' | 'productVariantId' | 'productName' | 'productVariantName' | 'unitPrice' | 'quantity' | 'lineTotal'
>;

/** numeric(12,2) holds at most this many hundredths (fewer minor units for a currency without cents). */
const MAX_MINOR = 999_999_999_999;

const unprocessable = (message: string, errors?: Record<string, string>) => new HttpFail(422, message, errors);

/** Short, unguessable, easy to read out on the phone: VT-7K2Q9XHD. */
function newOrderNumber(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return `VT-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** An order line as every answer writes it (checkout, owner, the shopper's page). */
export function itemToWire(i: ItemFacts) {
  return {
    product_id: i.productId,
    product_variant_id: i.productVariantId,
    product_name: i.productName,
    product_variant_name: i.productVariantName,
    unit_price: minorToNumber(toMinor(i.unitPrice)),
    quantity: i.quantity,
    line_total: minorToNumber(toMinor(i.lineTotal)),
  };
}

/** How to pay ahead, while there is something to pay: a QR order neither paid nor cancelled. */
export function paymentOf(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentPayload' | 'paymentStatus' | 'orderStatus'>,
): OrderPayment | null {
  const method = order.paymentMethod;
  if (method === 'cod' || !order.paymentPayload || order.paymentStatus === 'paid' || order.orderStatus === 'cancelled')
    return null;
  return {
    method,
    upi_url: method === 'upi' ? order.paymentPayload : null,
    pix_payload: method === 'pix' ? order.paymentPayload : null,
  };
}

export function createdToWire(order: OrderFacts, items: ItemFacts[]): CreatedOrder {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    subtotal: moneyNumber(order.subtotal),
    delivery_fee: moneyNumber(order.deliveryFee),
    discount: moneyNumber(order.discount),
    discount_code: order.discountCode,
    total: moneyNumber(order.total),
    currency_code: order.currencyCode,
    order_status: order.orderStatus as OrderStatus,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    payment: paymentOf(order),
    items: items.map(itemToWire),
  };
}

async function itemsOf(db: Db, orderId: number): Promise<ItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/**
 * Public checkout. Prices come from the database in minor units; the whole order, its lines, its
 * idempotency key and the stock it takes commit together. The key row is inserted first: a second
 * request with the same key waits on that row (PostgreSQL) or on the transaction lock (PGlite),
 * then replays, so a retry never takes stock twice. A tracked quantity that moved is announced
 * (stock.changed) once committed, so every instance's catalogue shows it.
 */
export async function createOrder(
  w: Writer,
  input: NewOrder,
  key: string,
  origin?: string,
): Promise<{ order: CreatedOrder; replayed: boolean; shopUrl: string }> {
  const result = await placeOrder(w.db, input, key);
  const { order_id: orderId, order_number: orderNumber } = result.order;
  // Both announcements in one round trip; a replay is the same order, announced once already.
  await w.events.publish(
    ...(result.stockMoved ? [stockChangedEvent(input.shop_id)] : []),
    ...(result.replayed
      ? []
      : [{ type: 'order.placed' as const, shopId: input.shop_id, orderId, orderNumber, origin }]),
  );
  return { order: result.order, replayed: result.replayed, shopUrl: result.shopUrl };
}

async function placeOrder(
  db: Db,
  input: NewOrder,
  key: string,
): Promise<{ order: CreatedOrder; replayed: boolean; stockMoved: boolean; shopUrl: string }> {
  const hash = requestHash(input);
  const scope = keyScope(input.shop_id);
  const c = input.customer;
  // Compared, locked on and stored in E.164, read in the shop's country (422 if not possible).
  const phone = await checkoutPhone(db, input.shop_id, c.phone);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const opened = await openCheckout(tx, {
      scope,
      key,
      hash,
      hours: IDEMPOTENCY_KEY_HOURS,
      lock: phoneLockKey(input.shop_id, phone),
      shop: input.shop_id,
      products: productIdsParam(input.items.map((i) => i.product_id)),
      country: c.country_id ?? null,
      state: c.state_id ?? null,
    });
    if (opened[0].claimed === 0)
      return { ...(await replayOrder(tx, scope, key, hash)), replayed: true, stockMoved: false };

    const cart = cartOf(opened as CartRow[]);
    const { shop } = cart;
    checkAddress(opened[0], c.state_id ?? null, c.country_id ?? null);
    const lines = linesOf(cart, input.items);
    const subtotal = lines.reduce((sum, l) => sum + l.line, 0);
    const counted = lines.filter((l) => l.counted).map(stockLine);
    // Short already as read: refused after the phone, the pricing and the code have had their say
    // (the answers keep their order), and before anything is written.
    const short = shortByRead(counted);

    // The phone's lock is held from the first statement until commit: its open orders (counted by
    // writeOrder) and its uses of a code (priced here) are counted one order at a time.
    const pricing = {
      delivery_type: input.delivery_type,
      postal_code: c.postal_code ?? '',
      phone,
      discount_code: input.discount_code ?? '',
    };
    const priced = await priceOrder(tx, shop, pricing, subtotal);
    let refusal: unknown;
    try {
      refusePriced(priced, { ...pricing, payment_method: input.payment_method }, shop.currencyCode);
      if (priced.total > MAX_MINOR / (100 / minorPerUnit(shop.currencyCode)))
        throw unprocessable('The order total is too large.', { items: 'Order fewer items.' });
    } catch (error) {
      refusal = error;
    }
    if (refusal || short) {
      // The phone's guard answers first (a refused phone is told only that), then the pricing's
      // refusals, then a code with no use left, then short stock. Otherwise writeOrder guards.
      const code = refusal ? null : (priced.code?.id ?? null);
      const [{ refused, code_taken }] = await guardAndTakeCode(tx, { shop: shop.id, phone, code });
      if (refused) throw new HttpFail(422, PHONE_REFUSED, { 'customer.phone': PHONE_REFUSED });
      if (refusal) throw refusal;
      if (priced.code && code_taken === 0) {
        const message = discountRefusalMessage('used_up', priced.code, shop.currencyCode);
        throw unprocessable(message, { discount_code: message });
      }
      // The code's use just taken goes back with the rollback.
      throw short;
    }
    const orderNumber = newOrderNumber();
    const money = (minor: number) => currencyMinorToText(minor, shop.currencyCode);
    const written = await writeOrder(tx, {
      shop: shop.id,
      code: priced.code?.id ?? null,
      number: orderNumber,
      deliveryType: input.delivery_type,
      currency: shop.currencyCode,
      subtotal: money(priced.subtotal),
      deliveryFee: money(priced.deliveryFee),
      discount: money(priced.discount),
      total: money(priced.total),
      codeText: priced.code?.code ?? '',
      paymentMethod: input.payment_method,
      paymentPayload: paymentPayloadFor(input.payment_method, shop, orderNumber, priced.total),
      name: c.name,
      phone,
      email: c.email ?? '',
      // A pickup's customer gives no address: its fields are stored blank.
      address1: c.address_line1 ?? '',
      address2: c.address_line2 ?? '',
      city: c.city ?? '',
      state: c.state_id ?? null,
      country: c.country_id ?? null,
      postalCode: c.postal_code ?? '',
      note: input.note ?? '',
      language: input.language ?? 'en',
      lines: JSON.stringify(
        lines.map((l, n) => ({
          n,
          product_id: l.product.id,
          variant_id: l.variant?.id ?? null,
          product_name: l.product.productName,
          variant_name: l.variant?.productVariantName ?? '',
          unit_price: money(l.unit),
          quantity: l.quantity,
          line_total: money(l.line),
        })),
      ),
      scope,
      key,
    });
    const [first] = written;
    if (first.refused) throw new HttpFail(422, PHONE_REFUSED, { 'customer.phone': PHONE_REFUSED });
    const orderId = first.id as number;
    // The code's use after the order is written: its row is locked until commit (see takeCode).
    if (priced.code) {
      const [{ code_taken }] = await takeCode(tx, { code: priced.code.id });
      if (code_taken === 0) {
        const message = discountRefusalMessage('used_up', priced.code, shop.currencyCode);
        throw unprocessable(message, { discount_code: message });
      }
    }
    // Last, so the hot rows stay locked for the shortest time; a short line rolls everything back.
    // Lines read as not counted take nothing: had the owner started counting since, this order
    // simply came first (it wrote nothing to those rows).
    const stockMoved = await takeForOrder(tx, shop.id, orderId, counted);
    const items = written.map((r) => ({
      productId: r.item_product_id,
      productVariantId: r.item_product_variant_id,
      productName: r.item_product_name,
      productVariantName: r.item_product_variant_name,
      unitPrice: r.item_unit_price,
      quantity: r.item_quantity,
      lineTotal: r.item_line_total,
    }));
    const order = {
      id: orderId,
      orderNumber: first.order_number,
      subtotal: first.subtotal,
      deliveryFee: first.delivery_fee,
      discount: first.discount,
      discountCode: first.discount_code,
      total: first.total,
      currencyCode: first.currency_code,
      orderStatus: first.order_status,
      paymentMethod: first.payment_method,
      paymentStatus: first.payment_status,
      paymentPayload: first.payment_payload,
    };
    return { order: createdToWire(order, items), replayed: false, stockMoved, shopUrl: shop.url };
  });
}

/** A retry of a key already used: the order it made (idempotency.ts says which, or refuses). */
async function replayOrder(
  tx: Db,
  scope: string,
  key: string,
  hash: string,
): Promise<{ order: CreatedOrder; shopUrl: string }> {
  const found = await createdOrder(tx, await replayedOrderId(tx, scope, key, hash));
  if (!found) throw notFound('No order has this id.');
  return found;
}

/** The order a live key created in this shop, for a client whose answer was lost; 404 otherwise. */
export async function orderByKey(
  db: Db,
  shopId: number,
  key: string,
): Promise<{ order: CreatedOrder; shopUrl: string }> {
  const orderId = await orderIdOfLiveKey(db, shopId, key);
  const found = orderId === null ? null : await createdOrder(db, orderId, shopId);
  if (!found) throw notFound('No order was placed with this key.');
  return found;
}

/** An order as the checkout answered it, with its shop's address (of this shop only, when given). */
async function createdOrder(db: Db, orderId: number, shopId?: number) {
  const [row] = await db
    .select({ order: orders, shopUrl: shops.shopCatalogueUrl })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(shopId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  return row ? { order: createdToWire(row.order, await itemsOf(db, row.order.id)), shopUrl: row.shopUrl } : null;
}

type Cart = Awaited<ReturnType<typeof readCart>>;

/** The order's lines priced from the database in minor units; 422 naming every line that cannot be ordered. */
/** A counted line as the stock module takes it, with the quantity the cart's read saw. */
const stockLine = (l: ReturnType<typeof linesOf>[number]): ReadLine => ({
  productId: l.product.id,
  variantId: l.variant?.id ?? null,
  index: l.index,
  quantity: l.quantity,
  read: (l.variant ? l.variant.stockQuantity : l.product.stockQuantity) ?? 0,
});

function linesOf(cart: Cart, items: NewOrder['items']) {
  const { shop, productById, variantById, soldInVariants } = cart;
  const errors: Record<string, string> = {};
  const lines = items.flatMap((item, index) => {
    const product = productById.get(item.product_id);
    if (!product) {
      errors[`items.${index}.product_id`] = 'This product is not sold by this shop.';
      return [];
    }
    // A tracked quantity decides availability (taken below); otherwise the owner's switch.
    const tracked = product.stockQuantity !== null && !soldInVariants.has(product.id);
    if (!tracked && !product.inStock) {
      errors[`items.${index}.product_id`] = `${product.productName} is out of stock.`;
      return [];
    }
    if (!item.product_variant_id && soldInVariants.has(product.id)) {
      errors[`items.${index}.product_variant_id`] = `Choose one of the variants of ${product.productName}.`;
      return [];
    }
    const variant = item.product_variant_id ? variantById.get(item.product_variant_id) : undefined;
    if (item.product_variant_id && variant?.productId !== product.id) {
      errors[`items.${index}.product_variant_id`] = 'This variant is not one of the product.';
      return [];
    }
    const unit = toCurrencyMinor(variant ? variant.price : product.mainPrice, shop.currencyCode);
    // Counted where the sold row (the variant, else the product) carries a quantity.
    const counted = (variant ? variant.stockQuantity : product.stockQuantity) !== null;
    return [{ product, variant, index, quantity: item.quantity, unit, line: unit * item.quantity, counted }];
  });
  if (Object.keys(errors).length) throw unprocessable('Some items cannot be ordered.', errors);
  return lines;
}

/**
 * `POST /api/orders/quote`: the cart priced as the order would be (same lines, same pricing), for
 * the checkout to show before the shopper submits. Writes nothing, takes nothing.
 */
export async function quoteOrder(db: Db, input: z.output<typeof orderQuoteRequest>): Promise<OrderQuote> {
  const cart = await readCart(db, input.shop_id, input.items);
  const { shop } = cart;
  const subtotal = linesOf(cart, input.items).reduce((sum, l) => sum + l.line, 0);
  const priced = await priceOrder(
    db,
    shop,
    {
      delivery_type: input.delivery_type,
      postal_code: input.postal_code ?? '',
      // A number not (yet) possible counts as none here; the order itself refuses it.
      phone: canonicalPhone(input.phone ?? '', shop.countryIso) ?? '',
      discount_code: input.discount_code ?? '',
    },
    subtotal,
  );
  const units = (minor: number) => minorToUnits(minor, minorPerUnit(shop.currencyCode));
  const orNull = (minor: number | null) => (minor === null ? null : units(minor));
  const d = priced.delivery;
  return {
    currency_code: shop.currencyCode,
    subtotal: units(priced.subtotal),
    delivery_fee: units(priced.deliveryFee),
    discount: units(priced.discount),
    total: units(priced.total),
    delivery: d.ok
      ? {
          refusal: null,
          zone_name: d.quote.zone_name,
          free_from: orNull(d.quote.free_from),
          more_for_free: orNull(d.quote.more_for_free),
          minimum_order: orNull(d.quote.minimum_order),
        }
      : {
          refusal: d.refusal.reason,
          zone_name: null,
          free_from: null,
          more_for_free: null,
          minimum_order: d.refusal.reason === 'below_minimum' ? units(d.refusal.minimum_order) : null,
        },
    discount_status: priced.discountStatus,
    payment_methods: priced.paymentMethods,
  };
}

/** The shop and the ordered products with their variants, from the cart statement's rows. */
function cartOf(rows: CartRow[]) {
  const r = rows[0];
  if (r?.shop_status !== 'active') throw notFound('No shop has this id.');
  const shop = {
    id: r.shop_id,
    currencyCode: r.currency_code,
    /** ISO code of the shop's country, which its shoppers' phone numbers are read in; null: none set. */
    countryIso: r.country_iso,
    url: r.shop_url,
    name: r.shop_name,
    city: r.shop_city,
    deliverySettings: r.delivery_settings,
    upiId: r.upi_id,
    pixKey: r.pix_key,
    cashOnDelivery: r.cash_on_delivery,
  };
  const productById = new Map<number, CartProduct>();
  const variantById = new Map<number, CartVariant>();
  for (const row of rows) {
    if (row.product_id !== null)
      productById.set(row.product_id, {
        id: row.product_id,
        productName: row.product_name,
        mainPrice: row.main_price,
        inStock: row.in_stock,
        stockQuantity: row.product_stock,
      });
    if (row.variant_id !== null)
      variantById.set(row.variant_id, {
        id: row.variant_id,
        productId: row.variant_product_id,
        productVariantName: row.product_variant_name,
        price: row.variant_price,
        stockQuantity: row.variant_stock,
      });
  }
  // A product sold in variants is never sold without one.
  const soldInVariants = new Set([...variantById.values()].map((v) => v.productId));
  return { shop, productById, variantById, soldInVariants };
}

interface CartProduct {
  id: number;
  productName: string;
  mainPrice: string;
  inStock: boolean;
  stockQuantity: number | null;
}

interface CartVariant {
  id: number;
  productId: number;
  productVariantName: string;
  price: string;
  stockQuantity: number | null;
}

/** The shop and the ordered products with their variants, in one prepared statement. */
async function readCart(db: Db, shopId: number, items: { product_id: number }[]) {
  return cartOf(await readCartRows(db, { shop: shopId, products: productIdsParam(items.map((i) => i.product_id)) }));
}

/** A state and country the customer picked must exist, and the state must be in the country. */
function checkAddress(
  found: { country_found: number; state_found: number; state_country: number | null },
  stateId: number | null,
  countryId: number | null,
): void {
  if (countryId !== null && found.country_found === 0)
    throw unprocessable('Unknown country.', { 'customer.country_id': 'Pick a country from the list.' });
  if (stateId !== null && (found.state_found === 0 || (countryId !== null && found.state_country !== countryId))) {
    throw unprocessable('Unknown state.', { 'customer.state_id': 'Pick a state of the chosen country.' });
  }
}

// ---- the owner's view ---------------------------------------------------------------------------

const ownerColumns = { order: orders, stateName: states.stateName, countryName: countries.countryName };

function ownerToWire(
  row: { order: OrderRow; stateName: string | null; countryName: string | null },
  items: ItemRow[],
  events: OrderEvent[] = [],
  history: CustomerHistory = { orders: 0, cancelled: 0, delivered: 0, blocked: false },
): OwnerOrder {
  const o = row.order;
  return {
    ...createdToWire(o, items),
    delivery_type: o.deliveryType,
    customer: {
      name: o.customerName,
      phone: o.customerPhone,
      email: o.customerEmail,
      address_line1: o.addressLine1,
      address_line2: o.addressLine2,
      city: o.city,
      state_id: o.stateId,
      state_name: row.stateName ?? '',
      country_id: o.countryId,
      country_name: row.countryName ?? '',
      postal_code: o.postalCode,
    },
    note: o.note,
    language: mailLanguage(o.language),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    events,
    customer_history: history,
  };
}

/** A shop's orders, newest first, optionally of one status. */
export async function listOrders(
  db: Db,
  shopId: number,
  query: PageQuery & { status?: OrderStatus; phone?: string },
): Promise<{ orders: OwnerOrderSummary[]; total: number }> {
  const where = and(
    eq(orders.shopId, shopId),
    query.status ? eq(orders.orderStatus, query.status) : undefined,
    // One customer's orders (the customer list opens them): phones are stored in E.164.
    query.phone ? eq(orders.customerPhone, query.phone) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...ownerColumns,
        itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .leftJoin(states, eq(states.id, orders.stateId))
      .leftJoin(countries, eq(countries.id, orders.countryId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    total,
    orders: rows.map((r) => {
      const { items: _items, events: _events, customer_history: _history, ...summary } = ownerToWire(r, []);
      return { ...summary, item_count: Number(r.itemCount) };
    }),
  };
}

/** One order of the shop; another shop's order is a 404 like a missing one. */
export async function getOrder(db: Db, shopId: number, orderId: number): Promise<OwnerOrder> {
  const [row] = await db
    .select(ownerColumns)
    .from(orders)
    .leftJoin(states, eq(states.id, orders.stateId))
    .leftJoin(countries, eq(countries.id, orders.countryId))
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  if (!row) throw notFound('No order has this id.');
  const [items, events, history] = await Promise.all([
    itemsOf(db, orderId),
    historyOf(db, orderId),
    historyOfPhone(db, shopId, row.order.customerPhone),
  ]);
  return ownerToWire(row, items, events, history);
}
