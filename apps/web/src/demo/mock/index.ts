import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { type AuthDb, createAuthDb } from '../db/auth';
import { createSearchDb, type SearchDb } from '../db/search';
import { loginUser, refreshToken, registerUser } from '../handlers/auth';
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

/** Wires a pure handler to its fake database, keeping the database's latest state here. */
function bind<Db>(read: () => Db, write: (db: Db) => void, handler: MockHandler<Db>) {
  return (config: { data?: unknown; params?: Record<string, unknown> }): [number, unknown] => {
    const request: MockRequest = { data: parseBody(config.data), params: config.params };
    const result = handler(read(), request);
    if (result.db) write(result.db);
    return [result.status, result.body];
  };
}

let searchDb: SearchDb = createSearchDb();
const search = <T>(handler: MockHandler<SearchDb>) =>
  bind(
    () => searchDb,
    (db) => {
      searchDb = db;
    },
    handler,
  ) as T;

type Reply = (config: { data?: unknown; params?: Record<string, unknown> }) => [number, unknown];
mock.onGet('/api/main-search/data').reply(search<Reply>(mainSearchData));
mock.onGet('/api/search/bookmarks/data').reply(search<Reply>(bookmarksData));
mock.onPost('/api/update/bookmarks').reply(search<Reply>(updateBookmark));

let authDb: AuthDb = createAuthDb();
const auth = (handler: MockHandler<AuthDb>) =>
  bind(
    () => authDb,
    (db) => {
      authDb = db;
    },
    handler,
  ) as Reply;
mock.onPost('/api/authenticate/login/user').reply(auth(loginUser));
mock.onPost('/api/authenticate/register/user').reply(auth(registerUser));
mock.onPost('/api/authenticate/refresh-token').reply(auth(refreshToken));
