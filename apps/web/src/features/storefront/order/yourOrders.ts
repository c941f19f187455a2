/**
 * "Your orders": the orders placed from this browser, per shop, for the shop's footer. Kept in
 * localStorage beside the cart and, like it, validated on every read: a corrupt or hand-edited
 * entry is dropped, never trusted. Only what the list shows is kept (number, page path, time).
 */
export interface YourOrder {
  order_number: string;
  /** The order page's path (`/{shop}/order/{number}/{token}`): the link is the key to it. */
  path: string;
  placed_at: string;
}

const KEY = 'vitrine.orders.v1';
/** Told to this tab's open footers when an order is remembered (the storage event only reaches other tabs). */
export const YOUR_ORDERS_CHANGED = 'vitrine:your-orders';
/** The newest this many per shop. */
const KEEP = 20;

type Stored = Record<string, YourOrder[]>;

const isOrder = (v: unknown): v is YourOrder => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.order_number === 'string' &&
    o.order_number.length <= 40 &&
    typeof o.path === 'string' &&
    o.path.length <= 400 &&
    o.path.startsWith('/') &&
    !o.path.startsWith('//') &&
    typeof o.placed_at === 'string' &&
    !Number.isNaN(Date.parse(o.placed_at))
  );
};

function readAll(): Stored {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const stored: Stored = {};
    for (const [shop, list] of Object.entries(value)) {
      if (Array.isArray(list)) stored[shop] = list.filter(isOrder).slice(0, KEEP);
    }
    return stored;
  } catch {
    return {};
  }
}

/** This browser's orders in one shop, newest first. */
export function yourOrders(shopUrl: string): YourOrder[] {
  return readAll()[shopUrl] ?? [];
}

/** Remembers an order just placed (a retry of the same order is kept once). */
export function rememberOrder(shopUrl: string, order: YourOrder): void {
  const all = readAll();
  const others = (all[shopUrl] ?? []).filter((o) => o.order_number !== order.order_number);
  all[shopUrl] = [order, ...others].slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the confirmation still links to the page.
  }
  window.dispatchEvent(new Event(YOUR_ORDERS_CHANGED));
}
