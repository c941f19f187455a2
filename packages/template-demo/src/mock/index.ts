import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { type AuthDb, createAuthDb } from './db/auth';
import { type CalendarDb, createCalendarDb } from './db/calendar';
import { type ChatDb, createChatDb } from './db/chat';
import { createDataListDb, type DataListDb } from './db/datalist';
import { createEcommerceDb, type EcommerceDb } from './db/ecommerce';
import { createEmailDb, type EmailDb } from './db/email';
import { createGridRows } from './db/grid';
import { createMovies } from './db/movies';
import { createSearchDb, type SearchDb } from './db/search';
import { createTodoDb, type TodoDb } from './db/todo';
import { createUsersDb, type UsersDb } from './db/users';
import { loginUser, refreshToken, registerUser } from './handlers/auth';
import { addEvent, getEvents, removeEvent, updateEvent } from './handlers/calendar';
import { getChatContacts, getChats, markAllSeen, sendMessage, setPinned } from './handlers/chat';
import { addData, deleteData, deleteSelected, initialData, pagedData, updateData } from './handlers/datalist';
import {
  addToCart,
  addToWishlist,
  getCart,
  getProduct,
  getWishlist,
  listProducts,
  placeOrder,
  productFilters,
  removeFromCart,
  removeFromWishlist,
  updateCartItem,
} from './handlers/ecommerce';
import { getMails, markUnread, moveMails, sendMail, setLabels, setStarred } from './handlers/email';
import { type GridDb, gridData } from './handlers/grid';
import { autocompleteData, type MoviesDb } from './handlers/movies';
import { bookmarksData, mainSearchData, updateBookmark } from './handlers/search';
import { getTasks, newTask, trashTodo, updateTask } from './handlers/todo';
import type { MockHandler, MockRequest } from './handlers/types';
import { deleteUser, getUser, listUsers, updateUser } from './handlers/users';

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

// Paths exactly as the spec writes them, its mixed /api/app/… and /api/apps/… spellings included.
const email = table<EmailDb>(() => createEmailDb(Date.now()));
mock.onGet('/api/email/mails').reply(on(email, getMails));
mock.onPost('/api/email/set-starred').reply(on(email, setStarred));
mock.onPost('/api/email/move-mails').reply(on(email, moveMails));
mock.onPost('api/email/mark-unread').reply(on(email, markUnread));
mock.onPost('api/email/set-labels').reply(on(email, setLabels));
mock.onPost('/api/email/send').reply(on(email, sendMail));

const chat = table<ChatDb>(() => createChatDb(Date.now()));
mock.onGet('/api/app/chat/chats').reply(on(chat, getChats));
mock.onGet('/api/app/chat/chat-contacts').reply(on(chat, getChatContacts));
mock.onPost('api/app/chat/send-message').reply(on(chat, sendMessage));
mock.onPost('/api/apps/chat/mark-all-seen/').reply(on(chat, markAllSeen));
mock.onPost('/api/apps/chat/set-pinned/').reply(on(chat, setPinned));

const todo = table<TodoDb>(createTodoDb);
mock.onGet('api/apps/todo').reply(on(todo, getTasks));
mock.onPost('/api/apps/todo/new-task').reply(on(todo, newTask));
mock.onPost('/api/apps/todo/update-task').reply(on(todo, updateTask));
mock.onPost('/api/app/todo/trash-todo').reply(on(todo, trashTodo));

const calendar = table<CalendarDb>(() => createCalendarDb(Date.now()));
mock.onGet('/api/apps/calendar/events').reply(on(calendar, getEvents));
mock.onPost('/api/apps/calendar/add-event').reply(on(calendar, addEvent));
mock.onPost('/api/apps/calendar/update-event').reply(on(calendar, updateEvent));
mock.onPost('/api/apps/calendar/remove-event').reply(on(calendar, removeEvent));

const users = table<UsersDb>(createUsersDb);
mock.onGet('/api/users/list').reply(on(users, listUsers));
mock.onGet('/api/users/user').reply(on(users, getUser));
mock.onPost('/api/users/update-user').reply(on(users, updateUser));
mock.onPost('/api/users/delete-user').reply(on(users, deleteUser));

// The template's demo shop (/ecommerce/*): its own products, wishlist and cart, never the storefront's.
const ecommerce = table<EcommerceDb>(createEcommerceDb);
mock.onGet('/api/ecommerce/products').reply(on(ecommerce, listProducts));
mock.onGet('/api/ecommerce/filters').reply(on(ecommerce, productFilters));
mock.onGet('/api/ecommerce/product').reply(on(ecommerce, getProduct));
mock.onGet('/api/ecommerce/wishlist').reply(on(ecommerce, getWishlist));
mock.onPost('/api/ecommerce/wishlist/add').reply(on(ecommerce, addToWishlist));
mock.onPost('/api/ecommerce/wishlist/remove').reply(on(ecommerce, removeFromWishlist));
mock.onGet('/api/ecommerce/cart').reply(on(ecommerce, getCart));
mock.onPost('/api/ecommerce/cart/add').reply(on(ecommerce, addToCart));
mock.onPost('/api/ecommerce/cart/update').reply(on(ecommerce, updateCartItem));
mock.onPost('/api/ecommerce/cart/remove').reply(on(ecommerce, removeFromCart));
mock.onPost('/api/ecommerce/checkout/place-order').reply(on(ecommerce, placeOrder));
