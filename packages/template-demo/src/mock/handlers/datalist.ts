import { type DataListDb, type DataListItem, dataListCategories, orderStatuses, popularityOf } from '../db/datalist';
import type { MockHandler, MockResult } from './types';

/** Without page/perPage, `data` answers this many items (the template's first page). */
export const DEFAULT_PER_PAGE = 4;

const fail = (status: number, error: Record<string, string> | string): MockResult<never> => ({
  status,
  body: { error },
});

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** An item as the side panel sends it, checked field by field; popularity recomputed from its value. */
function itemFrom(raw: unknown, id: number): DataListItem | Record<string, string> {
  const obj = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const name = typeof obj.name === 'string' ? obj.name.trim() : '';
  if (!name) errors.name = 'Please enter a name.';
  const category = obj.category;
  if (!dataListCategories.includes(category as never)) errors.category = 'Choose a category.';
  const status = obj.order_status;
  if (!orderStatuses.includes(status as never)) errors.order_status = 'Choose an order status.';
  const price =
    typeof obj.price === 'number' ? obj.price : Number(typeof obj.price === 'string' ? obj.price : Number.NaN);
  if (!Number.isFinite(price) || price < 0) errors.price = 'Enter a price of 0 or more.';
  if (Object.keys(errors).length) return errors;
  const popularity = obj.popularity as { popValue?: unknown } | number | undefined;
  return {
    id,
    name,
    category: category as DataListItem['category'],
    order_status: status as DataListItem['order_status'],
    price: price.toFixed(2),
    popularity: popularityOf(typeof popularity === 'object' ? popularity?.popValue : popularity),
    img: typeof obj.img === 'string' && obj.img ? obj.img : '/assets/demo/products/computers.svg',
  };
}

const isItem = (value: DataListItem | Record<string, string>): value is DataListItem => 'id' in value;

/** GET /api/datalist/initial-data → every item. */
export const initialData: MockHandler<DataListDb> = (db) => ({ status: 200, body: db.items });

/** GET /api/datalist/data {page, perPage} → {data, totalPages}; without them the first 4 items. */
export const pagedData: MockHandler<DataListDb> = (db, { params }) => {
  if (params?.page === undefined && params?.perPage === undefined) {
    return { status: 200, body: db.items.slice(0, DEFAULT_PER_PAGE) };
  }
  const page = positiveInt(params?.page ?? 1);
  const perPage = positiveInt(params?.perPage ?? DEFAULT_PER_PAGE);
  if (!page || !perPage) return fail(400, 'page and perPage are positive whole numbers.');
  const start = (page - 1) * perPage;
  return {
    status: 200,
    body: { data: db.items.slice(start, start + perPage), totalPages: Math.ceil(db.items.length / perPage) },
  };
};

/** POST /api/datalist/update-data {obj}: replaces the item with obj's id; popularity recomputed. */
export const updateData: MockHandler<DataListDb> = (db, { data }) => {
  const obj = (data as { obj?: { id?: unknown } } | undefined)?.obj;
  const id = positiveInt(obj?.id);
  if (!id) return fail(400, { id: 'Which item? Its id is missing.' });
  if (!db.items.some((i) => i.id === id)) return fail(404, 'No such item.');
  const item = itemFrom(obj, id);
  if (!isItem(item)) return fail(400, item);
  return { status: 200, body: item, db: { items: db.items.map((i) => (i.id === id ? item : i)) } };
};

/** POST /api/datalist/add-data {obj}: the new item goes first, its id the highest plus 1. */
export const addData: MockHandler<DataListDb> = (db, { data }) => {
  const id = Math.max(0, ...db.items.map((i) => i.id)) + 1;
  const item = itemFrom((data as { obj?: unknown } | undefined)?.obj, id);
  if (!isItem(item)) return fail(400, item);
  return { status: 201, body: item, db: { items: [item, ...db.items] } };
};

/** POST /api/datalist/delete-data {obj}: removes the item with obj's id. */
export const deleteData: MockHandler<DataListDb> = (db, { data }) => {
  const id = positiveInt((data as { obj?: { id?: unknown } } | undefined)?.obj?.id);
  if (!id) return fail(400, { id: 'Which item? Its id is missing.' });
  if (!db.items.some((i) => i.id === id)) return fail(404, 'No such item.');
  return { status: 200, body: id, db: { items: db.items.filter((i) => i.id !== id) } };
};

/** POST /api/datalist/delete-selected {arr}: removes every item whose id is listed. */
export const deleteSelected: MockHandler<DataListDb> = (db, { data }) => {
  const arr = (data as { arr?: unknown } | undefined)?.arr;
  if (!Array.isArray(arr)) return fail(400, { arr: 'Send the selected items as a list.' });
  const ids = new Set(
    arr.map((entry) => positiveInt(typeof entry === 'object' && entry ? (entry as { id?: unknown }).id : entry)),
  );
  return { status: 200, body: [...ids].filter(Boolean), db: { items: db.items.filter((i) => !ids.has(i.id)) } };
};
