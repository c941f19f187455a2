import { describe, expect, it } from 'vitest';
import { createEcommerceDb, type EcommerceDb } from '../db/ecommerce';
import {
  addToCart,
  addToWishlist,
  BAD_PAYMENT,
  BAD_QUANTITY,
  CART_EMPTY,
  type CartView,
  cartView,
  DELIVERY_CHARGE,
  FIELD_REQUIRED,
  getCart,
  getProduct,
  getWishlist,
  listProducts,
  maxQuantity,
  NOT_IN_CART,
  OUT_OF_STOCK,
  PRODUCT_NOT_FOUND,
  type ProductView,
  placeOrder,
  productFilters,
  removeFromCart,
  removeFromWishlist,
  updateCartItem,
} from './ecommerce';

const fresh = () => createEcommerceDb();
type Page = { products: ProductView[]; total: number; page: number; perPage: number };
const page = (db: EcommerceDb, params: Record<string, unknown> = {}) => listProducts(db, { params }).body as Page;
const all = (db: EcommerceDb, params: Record<string, unknown> = {}) => page(db, { perPage: 48, ...params }).products;
const ids = (products: { id: number }[]) => products.map((p) => p.id);
const errorOf = (result: { body: unknown }) => (result.body as { error: unknown }).error;
const address = {
  fullName: 'Ada Buyer',
  phone: '+1 555 0100',
  street: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  country: 'USA',
};

/** Runs a mutation and answers the next database (failing the test when the handler refused). */
function apply(db: EcommerceDb, handler: typeof addToCart, data: unknown): EcommerceDb {
  const result = handler(db, { data });
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  return result.db as EcommerceDb;
}
const inStock = (db: EcommerceDb) => db.products.filter((p) => p.inStock);

describe('demo shop fake table', () => {
  it('has 24 products with every field, the same on every load, the first in stock', () => {
    const db = fresh();
    expect(db.products).toHaveLength(24);
    for (const p of db.products) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.colors.length).toBeGreaterThan(0);
      expect(p.image).toMatch(/^\/assets\/.+\.svg$/);
      expect(p.images[0]).toBe(p.image);
    }
    expect(db.products[0].inStock).toBe(true);
    expect(db.wishlist).toEqual([]);
    expect(db.cart).toEqual([]);
    expect(createEcommerceDb()).toEqual(db);
  });
});

describe('GET /api/ecommerce/products', () => {
  it('answers 9 a page by default with the total, in catalogue order', () => {
    const result = page(fresh());
    expect(result.products).toHaveLength(9);
    expect(result.total).toBe(24);
    expect(ids(result.products)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('pages: page 3 of 9 has the last 6, past the end is empty; perPage is capped at 48', () => {
    expect(ids(page(fresh(), { page: '3' }).products)).toEqual([19, 20, 21, 22, 23, 24]);
    expect(page(fresh(), { page: 9 }).products).toEqual([]);
    expect(page(fresh(), { perPage: 1000 }).perPage).toBe(48);
  });

  it('searches name, brand and description case-insensitively', () => {
    expect(all(fresh(), { q: 'SMARTWATCH' }).map((p) => p.name)).toEqual(['Pulse Smartwatch']);
    expect(all(fresh(), { q: 'voltix' })).toHaveLength(3);
    expect(all(fresh(), { q: 'subwoofer' }).map((p) => p.name)).toEqual(['Cinema Soundbar 2.1']);
  });

  it('filters by one or several categories and brands', () => {
    expect(all(fresh(), { category: 'audio' }).every((p) => p.category === 'audio')).toBe(true);
    expect(all(fresh(), { category: 'audio' })).toHaveLength(5);
    expect(all(fresh(), { category: ['audio', 'wearables'] })).toHaveLength(8);
    expect(all(fresh(), { category: 'audio,wearables' })).toHaveLength(8);
    expect(all(fresh(), { brand: 'Nova' }).map((p) => p.brand)).toEqual(['Nova', 'Nova']);
  });

  it('filters by price range (both ends included) and minimum rating', () => {
    const db = fresh();
    const cheap = all(db, { priceMin: 100, priceMax: 500 });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((p) => p.price >= 100 && p.price <= 500)).toBe(true);
    const exact = db.products[0].price;
    expect(ids(all(db, { priceMin: exact, priceMax: exact }))).toContain(1);
    expect(all(db, { rating: 4 }).every((p) => p.rating >= 4)).toBe(true);
    expect(all(db, { rating: 4 }).length).toBeLessThan(24);
  });

  it('sorts by price both ways and by rating; an unknown sort is the catalogue order', () => {
    const prices = all(fresh(), { sort: 'price-asc' }).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = all(fresh(), { sort: 'price-desc' }).map((p) => p.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const ratings = all(fresh(), { sort: 'rating' }).map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ids(all(fresh(), { sort: 'nonsense' }))).toEqual(ids(all(fresh())));
  });

  it('marks wished and carted products', () => {
    let db = apply(fresh(), addToWishlist, { productId: 2 });
    db = apply(db, addToCart, { productId: 1 });
    const [first, second] = all(db);
    expect([first.isInCart, first.isInWishlist]).toEqual([true, false]);
    expect([second.isInCart, second.isInWishlist]).toEqual([false, true]);
  });
});

describe('GET /api/ecommerce/filters', () => {
  it('offers the six categories, the brands sorted, and price bounds around every price', () => {
    const body = productFilters(fresh(), {}).body as {
      categories: string[];
      brands: string[];
      priceMin: number;
      priceMax: number;
    };
    expect(body.categories).toHaveLength(6);
    expect(body.brands).toEqual([...body.brands].sort());
    expect([body.priceMin % 10, body.priceMax % 10]).toEqual([0, 0]);
    for (const p of fresh().products) {
      expect(p.price).toBeGreaterThanOrEqual(body.priceMin);
      expect(p.price).toBeLessThanOrEqual(body.priceMax);
    }
  });
});

describe('GET /api/ecommerce/product', () => {
  it('answers the product and 4 related ones, its own category first, never itself', () => {
    const result = getProduct(fresh(), { params: { id: '1' } });
    expect(result.status).toBe(200);
    const { product, related } = result.body as { product: ProductView; related: ProductView[] };
    expect(product.name).toBe('Studio Headphones Pro');
    expect(related).toHaveLength(4);
    expect(related.every((p) => p.category === 'audio' && p.id !== 1)).toBe(true);
  });

  it('refuses an unknown or missing id with 404', () => {
    for (const id of [999, 'abc', undefined, 0]) {
      const result = getProduct(fresh(), { params: { id } });
      expect(result.status).toBe(404);
      expect(errorOf(result)).toBe(PRODUCT_NOT_FOUND);
    }
  });
});

describe('wishlist', () => {
  it('adds once, lists in the order added, and removes', () => {
    let db = apply(fresh(), addToWishlist, { productId: 5 });
    db = apply(db, addToWishlist, { productId: 3 });
    db = apply(db, addToWishlist, { productId: 5 });
    const listed = (getWishlist(db, {}).body as { products: ProductView[] }).products;
    expect(ids(listed)).toEqual([5, 3]);
    expect(listed.every((p) => p.isInWishlist)).toBe(true);
    db = apply(db, removeFromWishlist, { productId: 5 });
    expect(db.wishlist).toEqual([3]);
    // Removing what is not wished is no error.
    expect(apply(db, removeFromWishlist, { productId: 5 }).wishlist).toEqual([3]);
  });

  it('refuses an unknown product with 404 on add and remove', () => {
    for (const handler of [addToWishlist, removeFromWishlist]) {
      const result = handler(fresh(), { data: { productId: 4242 } });
      expect(result.status).toBe(404);
      expect(errorOf(result)).toBe(PRODUCT_NOT_FOUND);
      expect(result.db).toBeUndefined();
    }
  });
});

describe('cart', () => {
  it('adds one by default, adds to the same line, keeps the chosen colour', () => {
    const product = fresh().products[0];
    let db = apply(fresh(), addToCart, { productId: 1 });
    db = apply(db, addToCart, { productId: 1, quantity: 2, color: product.colors.at(-1) });
    expect(db.cart).toEqual([{ productId: 1, quantity: 3, color: product.colors.at(-1) }]);
    const cart = getCart(db, {}).body as CartView;
    expect(cart.count).toBe(3);
    expect(cart.items[0].lineTotal).toBeCloseTo(product.price * 3, 2);
  });

  it('takes the first colour when the colour sent is not one of the product', () => {
    const db = apply(fresh(), addToCart, { productId: 1, color: 'plaid' });
    expect(db.cart[0].color).toBe(fresh().products[0].colors[0]);
  });

  it('refuses a bad quantity with 400 at the quantity field', () => {
    for (const quantity of [0, -1, 1.5, 'two', maxQuantity + 1]) {
      const result = addToCart(fresh(), { data: { productId: 1, quantity } });
      expect(result.status).toBe(400);
      expect(errorOf(result)).toEqual({ quantity: BAD_QUANTITY });
    }
    // The line may not grow past the maximum either.
    const db = apply(fresh(), addToCart, { productId: 1, quantity: maxQuantity });
    expect(addToCart(db, { data: { productId: 1 } }).status).toBe(400);
  });

  it('refuses an unknown product (404) and one out of stock (400)', () => {
    const unknown = addToCart(fresh(), { data: { productId: 99 } });
    expect([unknown.status, errorOf(unknown)]).toEqual([404, PRODUCT_NOT_FOUND]);
    const db = fresh();
    db.products[1] = { ...db.products[1], inStock: false };
    const out = addToCart(db, { data: { productId: 2 } });
    expect([out.status, errorOf(out)]).toEqual([400, OUT_OF_STOCK]);
  });

  it('updates a quantity (1 to the maximum) and removes a line', () => {
    let db = apply(fresh(), addToCart, { productId: 1 });
    db = apply(db, updateCartItem, { productId: 1, quantity: '4' });
    expect(db.cart[0].quantity).toBe(4);
    const bad = updateCartItem(db, { data: { productId: 1, quantity: 0 } });
    expect([bad.status, errorOf(bad)]).toEqual([400, { quantity: BAD_QUANTITY }]);
    db = apply(db, removeFromCart, { productId: 1 });
    expect(db.cart).toEqual([]);
  });

  it('refuses to update or remove a product not in the cart (404) or unknown (404)', () => {
    for (const handler of [updateCartItem, removeFromCart]) {
      const notIn = handler(fresh(), { data: { productId: 1, quantity: 1 } });
      expect([notIn.status, errorOf(notIn)]).toEqual([404, NOT_IN_CART]);
      const unknown = handler(fresh(), { data: { productId: 500, quantity: 1 } });
      expect([unknown.status, errorOf(unknown)]).toEqual([404, PRODUCT_NOT_FOUND]);
    }
  });

  it('charges delivery below the free threshold unless every line ships free', () => {
    const db = fresh();
    const paid = { ...db.products[0], price: 20, hasFreeShipping: false, inStock: true };
    const free = { ...db.products[1], price: 20, hasFreeShipping: true, inStock: true };
    const base = { ...db, products: [paid, free] };
    expect(cartView({ ...base, cart: [{ productId: free.id, quantity: 1, color: 'black' }] }).delivery).toBe(0);
    const small = cartView({ ...base, cart: [{ productId: paid.id, quantity: 1, color: 'black' }] });
    expect([small.delivery, small.total]).toEqual([DELIVERY_CHARGE, 24.99]);
    const big = cartView({ ...base, cart: [{ productId: paid.id, quantity: 5, color: 'black' }] });
    expect([big.delivery, big.total]).toEqual([0, 100]);
    expect(cartView(db).total).toBe(0);
  });
});

describe('POST /api/ecommerce/checkout/place-order', () => {
  const withCart = () => apply(fresh(), addToCart, { productId: inStock(fresh())[0].id, quantity: 2 });

  it('places the order: 201 with a number and the total, the cart emptied', () => {
    const db = withCart();
    const total = cartView(db).total;
    const result = placeOrder(db, { data: { address, payment: 'card' } });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ orderNumber: 'DEMO-4001', total, count: 2 });
    expect((result.db as EcommerceDb).cart).toEqual([]);
    const again = placeOrder(apply(result.db as EcommerceDb, addToCart, { productId: 1 }), {
      data: { address, payment: 'cash' },
    });
    expect((again.body as { orderNumber: string }).orderNumber).toBe('DEMO-4002');
  });

  it('refuses an empty cart', () => {
    const result = placeOrder(fresh(), { data: { address, payment: 'card' } });
    expect([result.status, errorOf(result)]).toEqual([400, CART_EMPTY]);
  });

  it('names every blank address field', () => {
    const result = placeOrder(withCart(), { data: { address: { ...address, city: ' ', phone: '' }, payment: 'card' } });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ phone: FIELD_REQUIRED, city: FIELD_REQUIRED });
    expect(result.db).toBeUndefined();
  });

  it('refuses an unknown payment method', () => {
    const result = placeOrder(withCart(), { data: { address, payment: 'barter' } });
    expect([result.status, errorOf(result)]).toEqual([400, { payment: BAD_PAYMENT }]);
  });
});
