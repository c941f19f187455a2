import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { type AuthDb, createAuthDb } from '../db/auth';
import { createDataListDb, type DataListDb } from '../db/datalist';
import { createGridRows } from '../db/grid';
import { createMovies } from '../db/movies';
import { createSearchDb, type SearchDb } from '../db/search';
import { loginUser, refreshToken, registerUser } from '../handlers/auth';
import { addData, deleteData, deleteSelected, initialData, pagedData, updateData } from '../handlers/datalist';
import { type GridDb, gridData } from '../handlers/grid';
import { autocompleteData, type MoviesDb } from '../handlers/movies';
import { bookmarksData, mainSearchData, updateBookmark } from '../handlers/search';
import type { MockHandler, MockRequest } from '../handlers/types';

/**
 * The in-browser mock of the template demo: axios + axios-mock-adapter over an in-memory
 * fake database. Loaded with the admin shell only (never by the storefront). Every request
 * no handler matches passes through to the real server.
 */
export const demoAxios = axios.create();
const mock = new MockAdapter(demoAxios, { onNoMatch: 'passthrough', delayResponse: 0 });

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

type Reply = (config: { data?: unknown; params?: Record<string, unknown> }) => [number, unknown];

/** One fake table: made at its first use, remade by "Reset demo data". */
interface Table<Db> {
  current(): Db;
  replace(db: Db): void;
  reset(): void;
}
const tables: Table<unknown>[] = [];

function table<Db>(create: () => Db): Table<Db> {
  let db: Db | undefined;
  const t: Table<Db> = {
    current: () => {
      db ??= create();
      return db;
    },
    replace: (next) => {
      db = next;
    },
    reset: () => {
      db = undefined;
    },
  };
  tables.push(t as Table<unknown>);
  return t;
}

/** Wires a pure handler to its table, keeping the table's latest state here. */
function on<Db>(t: Table<Db>, handler: MockHandler<Db>): Reply {
  return (config) => {
    const request: MockRequest = { data: parseBody(config.data), params: config.params, now: Date.now() };
    const result = handler(t.current(), request);
    if (result.db) t.replace(result.db);
    return [result.status, result.body];
  };
}

/** "Reset demo data": every table back to its seed, as on a fresh page load. */
export function resetDemoData(): void {
  for (const t of tables) t.reset();
}

const search = table<SearchDb>(createSearchDb);
mock.onGet('/api/main-search/data').reply(on(search, mainSearchData));
mock.onGet('/api/search/bookmarks/data').reply(on(search, bookmarksData));
mock.onPost('/api/update/bookmarks').reply(on(search, updateBookmark));

const auth = table<AuthDb>(createAuthDb);
mock.onPost('/api/authenticate/login/user').reply(on(auth, loginUser));
mock.onPost('/api/authenticate/register/user').reply(on(auth, registerUser));
mock.onPost('/api/authenticate/refresh-token').reply(on(auth, refreshToken));

const dataList = table<DataListDb>(createDataListDb);
mock.onGet('/api/datalist/initial-data').reply(on(dataList, initialData));
mock.onGet('/api/datalist/data').reply(on(dataList, pagedData));
mock.onPost('/api/datalist/update-data').reply(on(dataList, updateData));
mock.onPost('/api/datalist/add-data').reply(on(dataList, addData));
mock.onPost('/api/datalist/delete-data').reply(on(dataList, deleteData));
mock.onPost('/api/datalist/delete-selected').reply(on(dataList, deleteSelected));

mock.onGet('/api/aggrid/data').reply(
  on(
    table<GridDb>(() => ({ rows: createGridRows() })),
    gridData,
  ),
);
mock.onGet('/api/autocomplete/data').reply(
  on(
    table<MoviesDb>(() => ({ movies: createMovies() })),
    autocompleteData,
  ),
);
