import type { Country, MasterItem, State } from '@vitrine/contracts';
import { limits } from '@vitrine/contracts/rules';
import type { CartItem } from './cartRules';

/**
 * Only the carts and the option lists survive a reload (spec section 4). They are kept
 * under a versioned key and validated on load: an old, corrupt or hand-edited entry is
 * dropped (and removed), never trusted and never a crash. Plain checks rather than a
 * schema library keep this out of a shopper's first download.
 */
export const STORAGE_KEY = 'vitrine.storefront.v1';
const OLD_KEYS = ['vitrine.storefront', 'vitrine.cart'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const listOf = <T>(v: unknown, max: number, check: (item: unknown) => item is T): v is T[] =>
  Array.isArray(v) && v.length <= max && v.every(check);

function isCartItem(v: unknown): v is CartItem {
  if (!isObject(v)) return false;
  const variants = v.selected_variant;
  return (
    isInt(v.product_id) &&
    isText(v.product_name, 500) &&
    isText(v.image_url, 2000) &&
    isInt(v.quantity) &&
    v.quantity >= 1 &&
    v.quantity <= limits.orderQuantity &&
    typeof v.main_price === 'number' &&
    Number.isFinite(v.main_price) &&
    v.main_price >= 0 &&
    Array.isArray(variants) &&
    variants.length <= 1 &&
    variants.every((x) => isObject(x) && isInt(x.product_variant_id) && isText(x.product_variant_name, 500))
  );
}
// A list saved before countries carried iso_code has none: kept (with the carts beside it), then replaced at checkout.
const isCountry = (v: unknown): v is Country =>
  isObject(v) && isInt(v.id) && isText(v.country_name, 200) && (v.iso_code === undefined || isText(v.iso_code, 3));
const isState = (v: unknown): v is State => isObject(v) && isInt(v.id) && isText(v.state_name, 200);
const isMaster = (v: unknown): v is MasterItem =>
  isObject(v) && isInt(v.id) && isText(v.code, 100) && isText(v.name, 200);

export interface PersistedStorefront {
  version: 1;
  carts: Record<string, CartItem[]>;
  options: { country_list: Country[]; state_list: Record<string, State[]>; delivery_types: MasterItem[] };
}

/** The stored value when it has exactly the expected shape, else undefined. */
export function validatePersisted(value: unknown): PersistedStorefront | undefined {
  if (!isObject(value) || value.version !== 1 || !isObject(value.carts) || !isObject(value.options)) return undefined;
  const carts = Object.entries(value.carts);
  if (carts.length > 200 || !carts.every(([url, lines]) => url.length <= 100 && listOf(lines, 500, isCartItem))) {
    return undefined;
  }
  const { country_list, state_list, delivery_types } = value.options;
  if (!listOf(country_list, 1000, isCountry) || !listOf(delivery_types, 100, isMaster) || !isObject(state_list)) {
    return undefined;
  }
  if (!Object.values(state_list).every((states) => listOf(states, 1000, isState))) return undefined;
  return value as unknown as PersistedStorefront;
}

export interface PersistableState {
  carts: Record<string, CartItem[]>;
  options: PersistedStorefront['options'];
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function loadPersisted(): PersistableState | undefined {
  const store = storage();
  if (!store) return undefined;
  for (const key of OLD_KEYS) {
    try {
      store.removeItem(key);
    } catch {
      // Storage blocked: nothing to clean.
    }
  }
  let raw: string | null;
  try {
    raw = store.getItem(STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = validatePersisted(json);
  if (!parsed) {
    try {
      store.removeItem(STORAGE_KEY);
    } catch {
      // Ignore: the bad entry will be overwritten by the next save.
    }
    return undefined;
  }
  return { carts: parsed.carts, options: parsed.options };
}

/**
 * Saves the option lists and the carts of `changedShops` (all carts when omitted). The other
 * shops' carts are read back from storage first and kept as stored, so a tab never writes over
 * a cart it did not touch; another tab's change to the same cart arrives as a `storage` event
 * before this tab acts again (see startPersistence).
 */
export function savePersisted(state: PersistableState, changedShops?: readonly string[]): void {
  const store = storage();
  if (!store) return;
  let carts = state.carts;
  if (changedShops) {
    carts = { ...(loadPersisted()?.carts ?? {}) };
    for (const url of changedShops) {
      if (state.carts[url]) carts[url] = state.carts[url];
      else delete carts[url];
    }
  }
  const value: PersistedStorefront = { version: 1, carts, options: state.options };
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the cart still works for this visit.
  }
}

/** Shops whose cart differs (by reference: the store replaces a cart it changes) between two snapshots. */
export function changedCarts(before: Record<string, CartItem[]> | undefined, after: Record<string, CartItem[]>) {
  const urls = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...urls].filter((url) => before?.[url] !== after[url]);
}
