import {
  type CartLine,
  cents,
  type DemoProduct,
  type EcommerceDb,
  type ProductColor,
  productColors,
} from '../db/ecommerce';
import type { MockHandler, MockResult } from './types';

/** At most this many of one product in the cart (a line's quantity). */
export const maxQuantity = 10;

export const PRODUCT_NOT_FOUND = 'No such product.';
export const NOT_IN_CART = 'This product is not in the cart.';
export const BAD_QUANTITY = `The quantity must be a whole number from 1 to ${maxQuantity}.`;
export const OUT_OF_STOCK = 'This product is out of stock.';
export const CART_EMPTY = 'The cart is empty.';
export const BAD_PAYMENT = 'Choose a payment method.';
export const FIELD_REQUIRED = 'Please fill in this field.';

/** Delivery is free from this subtotal (or when every line ships free), otherwise the flat charge. */
export const FREE_DELIVERY_FROM = 100;
export const DELIVERY_CHARGE = 4.99;

export const sortOrders = ['featured', 'price-asc', 'price-desc', 'rating'] as const;
export type SortOrder = (typeof sortOrders)[number];
export const paymentMethods = ['card', 'cash', 'paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const addressFields = ['fullName', 'phone', 'street', 'city', 'postalCode', 'country'] as const;

/** A product as the pages get it: with whether it is wished and in the cart. */
export interface ProductView extends DemoProduct {
  isInWishlist: boolean;
  isInCart: boolean;
}
export interface CartItemView {
  product: ProductView;
  quantity: number;
  color: ProductColor;
  lineTotal: number;
}
export interface CartView {
  items: CartItemView[];
  /** The number of pieces in the cart. */
  count: number;
  subtotal: number;
  delivery: number;
  total: number;
}

const fail = (status: number, error: Record<string, string> | string): MockResult<never> => ({
  status,
  body: { error },
});

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};
const number = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A query value given once or repeated (axios sends arrays), or comma-separated: a clean list. */
const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .map((v) => text(v))
    .filter(Boolean);
const body = (data: unknown) => (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;

const view = (db: EcommerceDb, product: DemoProduct): ProductView => ({
  ...product,
  isInWishlist: db.wishlist.includes(product.id),
  isInCart: db.cart.some((line) => line.productId === product.id),
});
const find = (db: EcommerceDb, id: unknown) => {
  const wanted = positiveInt(id);
  return wanted ? db.products.find((p) => p.id === wanted) : undefined;
};

/** The cart with its sums: delivery is free from FREE_DELIVERY_FROM or when every line ships free. */
export function cartView(db: EcommerceDb): CartView {
  const items = db.cart.flatMap((line): CartItemView[] => {
    const product = db.products.find((p) => p.id === line.productId);
    return product
      ? [
          {
            product: view(db, product),
            quantity: line.quantity,
            color: line.color,
            lineTotal: cents(product.price * line.quantity),
          },
        ]
      : [];
  });
  const subtotal = cents(items.reduce((sum, item) => sum + item.lineTotal, 0));
  const shipsFree = items.every((item) => item.product.hasFreeShipping) || subtotal >= FREE_DELIVERY_FROM;
  const delivery = items.length === 0 || shipsFree ? 0 : DELIVERY_CHARGE;
  return {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    delivery,
    total: cents(subtotal + delivery),
  };
}

function compare(sort: SortOrder): (a: DemoProduct, b: DemoProduct) => number {
  if (sort === 'price-asc') return (a, b) => a.price - b.price || a.id - b.id;
  if (sort === 'price-desc') return (a, b) => b.price - a.price || a.id - b.id;
  if (sort === 'rating') return (a, b) => b.rating - a.rating || a.id - b.id;
  return (a, b) => a.id - b.id;
}

/**
 * GET /api/ecommerce/products {q, category, brand, priceMin, priceMax, rating, sort, page, perPage}
 * → {products, total, page, perPage}. q matches name, brand or description; category and brand take
 * one value or several (any of them); rating is the minimum stars; an unknown sort is `featured`
 * (catalogue order); page past the end answers an empty page. perPage is 1–48, default 9.
 */
export const listProducts: MockHandler<EcommerceDb> = (db, { params = {} }) => {
  const q = text(params.q).toLocaleLowerCase();
  const categories = list(params.category);
  const brands = list(params.brand);
  const priceMin = number(params.priceMin);
  const priceMax = number(params.priceMax);
  const rating = number(params.rating) ?? 0;
  const sort = sortOrders.includes(params.sort as SortOrder) ? (params.sort as SortOrder) : 'featured';
  const perPage = Math.min(48, positiveInt(params.perPage) ?? 9);
  const page = positiveInt(params.page) ?? 1;
  const matching = db.products
    .filter(
      (p) =>
        !q ||
        p.name.toLocaleLowerCase().includes(q) ||
        p.brand.toLocaleLowerCase().includes(q) ||
        p.description.toLocaleLowerCase().includes(q),
    )
    .filter((p) => categories.length === 0 || categories.includes(p.category))
    .filter((p) => brands.length === 0 || brands.includes(p.brand))
    .filter((p) => priceMin === null || p.price >= priceMin)
    .filter((p) => priceMax === null || p.price <= priceMax)
    .filter((p) => p.rating >= rating)
    .sort(compare(sort));
  const products = matching.slice((page - 1) * perPage, page * perPage).map((p) => view(db, p));
  return { status: 200, body: { products, total: matching.length, page, perPage } };
};

/** GET /api/ecommerce/filters → the brands, categories and price bounds (whole tens) the shop's filters offer. */
export const productFilters: MockHandler<EcommerceDb> = (db) => {
  const prices = db.products.map((p) => p.price);
  return {
    status: 200,
    body: {
      categories: [...new Set(db.products.map((p) => p.category))],
      brands: [...new Set(db.products.map((p) => p.brand))].sort(),
      // Whole tens, so a slider stepping by 10 reaches both ends.
      priceMin: Math.floor(Math.min(...prices) / 10) * 10,
      priceMax: Math.ceil(Math.max(...prices) / 10) * 10,
    },
  };
};

/** GET /api/ecommerce/product?id= → {product, related}: up to 4 others of its category, then others. */
export const getProduct: MockHandler<EcommerceDb> = (db, { params = {} }) => {
  const product = find(db, params.id);
  if (!product) return fail(404, PRODUCT_NOT_FOUND);
  const others = db.products.filter((p) => p.id !== product.id);
  const related = [
    ...others.filter((p) => p.category === product.category),
    ...others.filter((p) => p.category !== product.category),
  ]
    .slice(0, 4)
    .map((p) => view(db, p));
  return { status: 200, body: { product: view(db, product), related } };
};

/** GET /api/ecommerce/wishlist → {products}, in the order they were wished. */
export const getWishlist: MockHandler<EcommerceDb> = (db) => ({
  status: 200,
  body: {
    products: db.wishlist.flatMap((id) => {
      const product = find(db, id);
      return product ? [view(db, product)] : [];
    }),
  },
});

/** POST /api/ecommerce/wishlist/add {productId}: wished once however often it is sent. */
export const addToWishlist: MockHandler<EcommerceDb> = (db, { data }) => {
  const product = find(db, body(data).productId);
  if (!product) return fail(404, PRODUCT_NOT_FOUND);
  const wishlist = db.wishlist.includes(product.id) ? db.wishlist : [...db.wishlist, product.id];
  return { status: 200, body: { productId: product.id }, db: { ...db, wishlist } };
};

/** POST /api/ecommerce/wishlist/remove {productId}: no longer wished (already not wished is fine). */
export const removeFromWishlist: MockHandler<EcommerceDb> = (db, { data }) => {
  const product = find(db, body(data).productId);
  if (!product) return fail(404, PRODUCT_NOT_FOUND);
  return {
    status: 200,
    body: { productId: product.id },
    db: { ...db, wishlist: db.wishlist.filter((id) => id !== product.id) },
  };
};

/** GET /api/ecommerce/cart → the cart's lines and sums. */
export const getCart: MockHandler<EcommerceDb> = (db) => ({ status: 200, body: cartView(db) });

const quantityOf = (value: unknown, fallback?: number) => {
  const n = value === undefined && fallback !== undefined ? fallback : positiveInt(value);
  return n && n <= maxQuantity ? n : null;
};

/**
 * POST /api/ecommerce/cart/add {productId, quantity = 1, color}: adds to the product's line (its
 * colour becomes the one sent); the line stays within maxQuantity. An unknown colour is the first.
 */
export const addToCart: MockHandler<EcommerceDb> = (db, { data }) => {
  const raw = body(data);
  const product = find(db, raw.productId);
  if (!product) return fail(404, PRODUCT_NOT_FOUND);
  if (!product.inStock) return fail(400, OUT_OF_STOCK);
  const quantity = quantityOf(raw.quantity, 1);
  const existing = db.cart.find((line) => line.productId === product.id);
  const total = (existing?.quantity ?? 0) + (quantity ?? 0);
  if (!quantity || total > maxQuantity) return fail(400, { quantity: BAD_QUANTITY });
  const color = product.colors.includes(raw.color as ProductColor)
    ? (raw.color as ProductColor)
    : (existing?.color ?? product.colors[0] ?? productColors[0]);
  const line: CartLine = { productId: product.id, quantity: total, color };
  const cart = existing ? db.cart.map((l) => (l.productId === product.id ? line : l)) : [...db.cart, line];
  const next = { ...db, cart };
  return { status: 200, body: cartView(next), db: next };
};

/** POST /api/ecommerce/cart/update {productId, quantity}: sets a line's quantity (1–maxQuantity). */
export const updateCartItem: MockHandler<EcommerceDb> = (db, { data }) => {
  const raw = body(data);
  const product = find(db, raw.productId);
  if (!product) return fail(404, PRODUCT_NOT_FOUND);
  if (!db.cart.some((line) => line.productId === product.id)) return fail(404, NOT_IN_CART);
  const quantity = quantityOf(raw.quantity);
  if (!quantity) return fail(400, { quantity: BAD_QUANTITY });
  const next = { ...db, cart: db.cart.map((l) => (l.productId === product.id ? { ...l, quantity } : l)) };
  return { status: 200, body: cartView(next), db: next };
};

/** POST /api/ecommerce/cart/remove {productId}: drops the line. */
export const removeFromCart: MockHandler<EcommerceDb> = (db, { data }) => {
  const product = find(db, body(data).productId);
  if (!product) return fail(404, PRODUCT_NOT_FOUND);
  if (!db.cart.some((line) => line.productId === product.id)) return fail(404, NOT_IN_CART);
  const next = { ...db, cart: db.cart.filter((l) => l.productId !== product.id) };
  return { status: 200, body: cartView(next), db: next };
};

/**
 * POST /api/ecommerce/checkout/place-order {address, payment} → 201 {orderNumber, total, count}, and
 * the cart is emptied. Every address field is required (400 with one message per field); payment is
 * card, cash or paypal; an empty cart is refused.
 */
export const placeOrder: MockHandler<EcommerceDb> = (db, { data }) => {
  const raw = body(data);
  const cart = cartView(db);
  if (cart.items.length === 0) return fail(400, CART_EMPTY);
  const address = body(raw.address);
  const missing = Object.fromEntries(addressFields.filter((f) => !text(address[f])).map((f) => [f, FIELD_REQUIRED]));
  if (Object.keys(missing).length > 0) return fail(400, missing);
  if (!paymentMethods.includes(raw.payment as PaymentMethod)) return fail(400, { payment: BAD_PAYMENT });
  const lastOrder = db.lastOrder + 1;
  return {
    status: 201,
    body: { orderNumber: `DEMO-${lastOrder}`, total: cart.total, count: cart.count },
    db: { ...db, cart: [], lastOrder },
  };
};
