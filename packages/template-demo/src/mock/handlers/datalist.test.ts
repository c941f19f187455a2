import { describe, expect, it } from 'vitest';
import { createDataListDb, type DataListDb, type DataListItem, popularityOf } from '../db/datalist';
import { createGridRows } from '../db/grid';
import { createMovies } from '../db/movies';
import { addData, deleteData, deleteSelected, initialData, pagedData, updateData } from './datalist';
import { gridData } from './grid';
import { autocompleteData } from './movies';

const fresh = () => createDataListDb();
const itemsOf = (db: DataListDb | undefined) => (db as DataListDb).items;

describe('data-list fake table', () => {
  it('has 100 items with the spec fields, the same on every load', () => {
    const db = fresh();
    expect(db.items).toHaveLength(100);
    expect(Object.keys(db.items[0]).sort()).toEqual(
      ['category', 'id', 'img', 'name', 'order_status', 'popularity', 'price'].sort(),
    );
    expect(typeof db.items[0].price).toBe('string');
    expect(createDataListDb()).toEqual(db);
  });

  it('colours popularity: 75+ success, 55–74 primary, 35–54 warning, 0–34 danger, anything else 0 danger', () => {
    expect(popularityOf(75)).toEqual({ popValue: 75, color: 'success' });
    expect(popularityOf(100)).toEqual({ popValue: 100, color: 'success' });
    expect(popularityOf(74)).toEqual({ popValue: 74, color: 'primary' });
    expect(popularityOf(55)).toEqual({ popValue: 55, color: 'primary' });
    expect(popularityOf(54)).toEqual({ popValue: 54, color: 'warning' });
    expect(popularityOf(35)).toEqual({ popValue: 35, color: 'warning' });
    expect(popularityOf(34)).toEqual({ popValue: 34, color: 'danger' });
    expect(popularityOf(0)).toEqual({ popValue: 0, color: 'danger' });
    expect(popularityOf('80')).toEqual({ popValue: 80, color: 'success' });
    for (const odd of [-1, 101, Number.NaN, 'abc', '', null, undefined, {}]) {
      expect(popularityOf(odd)).toEqual({ popValue: 0, color: 'danger' });
    }
  });
});

describe('data-list calls', () => {
  it('initial-data answers every item', () => {
    expect(initialData(fresh(), {}).body).toHaveLength(100);
  });

  it('data without page/perPage answers the first 4 items; with them {data, totalPages}', () => {
    const db = fresh();
    expect(pagedData(db, {}).body).toEqual(db.items.slice(0, 4));
    expect(pagedData(db, { params: { page: 2, perPage: 10 } }).body).toEqual({
      data: db.items.slice(10, 20),
      totalPages: 10,
    });
    expect(pagedData(db, { params: { page: '3', perPage: '30' } }).body).toEqual({
      data: db.items.slice(60, 90),
      totalPages: 4,
    });
    expect(pagedData(db, { params: { page: 0, perPage: 4 } }).status).toBe(400);
    expect(pagedData(db, { params: { page: 1, perPage: 'x' } }).status).toBe(400);
  });

  it('update-data replaces the item with that id and recomputes popularity', () => {
    const db = fresh();
    const item = db.items[5];
    const result = updateData(db, {
      data: { obj: { ...item, name: 'Renamed', popularity: { popValue: 60, color: 'danger' } } },
    });
    expect(result.status).toBe(200);
    const updated = itemsOf(result.db).find((i) => i.id === item.id) as DataListItem;
    expect(updated.name).toBe('Renamed');
    expect(updated.popularity).toEqual({ popValue: 60, color: 'primary' });
    expect(itemsOf(result.db)).toHaveLength(100);
    expect(db.items[5]).toEqual(item);
  });

  it('update-data refuses a missing id, an unknown id and bad fields', () => {
    const db = fresh();
    expect(updateData(db, { data: { obj: { name: 'x' } } }).status).toBe(400);
    expect(updateData(db, { data: { obj: { ...db.items[0], id: 999 } } }).status).toBe(404);
    const bad = updateData(db, { data: { obj: { ...db.items[0], name: ' ', price: -1, category: 'Boats' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { error: object }).error).sort()).toEqual(['category', 'name', 'price']);
    expect(bad.db).toBeUndefined();
  });

  it('add-data puts the new item first with id = highest + 1', () => {
    const db = fresh();
    const result = addData(db, {
      data: {
        obj: { name: 'Desk lamp', category: 'Smart home', order_status: 'pending', price: '19.9', popularity: 40 },
      },
    });
    expect(result.status).toBe(201);
    const items = itemsOf(result.db);
    expect(items).toHaveLength(101);
    expect(items[0]).toMatchObject({
      id: 101,
      name: 'Desk lamp',
      price: '19.90',
      popularity: { popValue: 40, color: 'warning' },
    });
    const again = addData(result.db as DataListDb, { data: { obj: { ...items[0], name: 'Second lamp' } } });
    expect(itemsOf(again.db)[0].id).toBe(102);
    expect(addData(db, { data: { obj: {} } }).status).toBe(400);
  });

  it('delete-data removes the item by id; delete-selected removes every listed one', () => {
    const db = fresh();
    const one = deleteData(db, { data: { obj: { id: 3 } } });
    expect(itemsOf(one.db).some((i) => i.id === 3)).toBe(false);
    expect(itemsOf(one.db)).toHaveLength(99);
    expect(deleteData(db, { data: { obj: { id: 3000 } } }).status).toBe(404);
    expect(deleteData(db, { data: {} }).status).toBe(400);
    const many = deleteSelected(db, { data: { arr: [db.items[0], db.items[1], 7] } });
    expect(itemsOf(many.db)).toHaveLength(97);
    expect(itemsOf(many.db).map((i) => i.id)).not.toContain(7);
    expect(deleteSelected(db, { data: { arr: 'all' } }).status).toBe(400);
    expect(db.items).toHaveLength(100);
  });
});

describe('grid and autocomplete calls', () => {
  it('aggrid/data answers {data} with the spec fields', () => {
    const body = gridData({ rows: createGridRows() }, {}).body as { data: Record<string, unknown>[] };
    expect(body.data.length).toBeGreaterThan(50);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'address',
        'city',
        'company',
        'country',
        'email',
        'fax',
        'firstname',
        'followers',
        'lastname',
        'phone',
        'state',
        'web',
        'zip',
      ].sort(),
    );
    expect(typeof body.data[0].followers).toBe('number');
    expect(createGridRows()).toEqual(createGridRows());
  });

  it('autocomplete/data answers {autoComplete} with 100 movies (title, rank as a string, id)', () => {
    const body = autocompleteData({ movies: createMovies() }, {}).body as { autoComplete: { rank: unknown }[] };
    expect(body.autoComplete).toHaveLength(100);
    expect(body.autoComplete[0]).toEqual({ id: 1, title: 'The Shawshank Redemption', rank: '1' });
    expect(body.autoComplete.every((m) => typeof m.rank === 'string')).toBe(true);
  });
});
