import {
  contactOptions,
  type Permission,
  type PermissionArea,
  permissionActions,
  permissionAreas,
  type User,
  type UsersDb,
  userDepartments,
  userRoles,
  userStatuses,
} from '../db/users';
import type { MockHandler, MockResult } from './types';

export const USER_NOT_FOUND = 'No such user.';
export const EMAIL_INVALID = 'Please enter a valid email.';
export const EMAIL_IN_USE = 'This email is already in use.';
export const NAME_REQUIRED = 'Please enter a name.';
export const USERNAME_REQUIRED = 'Please enter a username.';
export const ROLE_UNKNOWN = `Choose a role: ${userRoles.join(', ')}.`;
export const STATUS_UNKNOWN = `Choose a status: ${userStatuses.join(', ')}.`;
export const DEPARTMENT_UNKNOWN = `Choose a department: ${userDepartments.join(', ')}.`;
export const GENDER_UNKNOWN = 'Choose a gender: male, female.';
export const DOB_INVALID = 'Enter the date of birth as yyyy-mm-dd.';
export const CONTACT_OPTIONS_INVALID = `Choose contact options among ${contactOptions.join(', ')}.`;
export const LANGUAGES_INVALID = 'Send the languages as a list of names.';
export const PERMISSIONS_INVALID = `Send permissions per area (${permissionAreas.join(', ')}), each flag true or false.`;
export const NOT_TEXT = 'Must be text.';
export const NOT_TRUE_OR_FALSE = 'Must be true or false.';

/** With `page` and without `perPage`, the list answers this many users a page. */
export const DEFAULT_USERS_PER_PAGE = 10;

const fail = (status: number, error: Record<string, string> | string): MockResult<never> => ({
  status,
  body: { error },
});

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};
const absent = (value: unknown) => value === undefined || value === null || value === '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A yyyy-mm-dd date that exists on the calendar. */
function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * GET /api/users/list {q, role, status, verified, page, perPage} → the users matching every filter given
 * (q in username, name or email, case-insensitively; verified 'true' or 'false'): the whole list, or with
 * `page` {users, total, totalPages}.
 */
export const listUsers: MockHandler<UsersDb> = (db, { params }) => {
  const needle = typeof params?.q === 'string' ? params.q.trim().toLocaleLowerCase() : '';
  const { role, status } = params ?? {};
  const verified = String(params?.verified ?? '');
  const users = db.users.filter(
    (u) =>
      (!needle || [u.username, u.name, u.email].some((field) => field.toLocaleLowerCase().includes(needle))) &&
      (absent(role) || u.role === role) &&
      (absent(status) || u.status === status) &&
      (verified !== 'true' || u.is_verified) &&
      (verified !== 'false' || !u.is_verified),
  );
  if (absent(params?.page)) return { status: 200, body: users };
  const page = positiveInt(params?.page);
  const perPage = absent(params?.perPage) ? DEFAULT_USERS_PER_PAGE : positiveInt(params?.perPage);
  if (!page || !perPage) return fail(400, 'page and perPage are positive whole numbers.');
  const start = (page - 1) * perPage;
  return {
    status: 200,
    body: {
      users: users.slice(start, start + perPage),
      total: users.length,
      totalPages: Math.ceil(users.length / perPage),
    },
  };
};

/** GET /api/users/user {id} → the user with that id; the first user without an id. */
export const getUser: MockHandler<UsersDb> = (db, { params }) => {
  if (absent(params?.id)) {
    return db.users.length ? { status: 200, body: db.users[0] } : fail(404, USER_NOT_FOUND);
  }
  const id = positiveInt(params?.id);
  const user = db.users.find((u) => u.id === id);
  return user ? { status: 200, body: user } : fail(404, USER_NOT_FOUND);
};

/** The permissions after merging the given areas' flags in, or null when the shape is wrong. */
function mergePermissions(current: User['permissions'], given: unknown): User['permissions'] | null {
  if (!isObject(given)) return null;
  const next = { ...current };
  for (const [area, flags] of Object.entries(given)) {
    if (!permissionAreas.includes(area as never) || !isObject(flags)) return null;
    const merged: Permission = { ...current[area as PermissionArea] };
    for (const [action, flag] of Object.entries(flags)) {
      if (!permissionActions.includes(action as never) || typeof flag !== 'boolean') return null;
      merged[action as keyof Permission] = flag;
    }
    next[area as PermissionArea] = merged;
  }
  return next;
}

/** A nested text record (location, social links) after merging the given keys in, or null when the shape is wrong. */
function mergeText<T extends object>(current: T, given: unknown): T | null {
  if (!isObject(given)) return null;
  const next: Record<string, string> = { ...(current as Record<string, string>) };
  for (const [key, value] of Object.entries(given)) {
    if (!(key in current) || typeof value !== 'string') return null;
    next[key] = value.trim();
  }
  return next as T;
}

/** The user with the given fields merged in and checked, or the errors per field. */
function merge(db: UsersDb, user: User, raw: Record<string, unknown>): User | Record<string, string> {
  const errors: Record<string, string> = {};
  const next: User = { ...user };
  const has = (key: keyof User) => Object.hasOwn(raw, key) && raw[key] !== undefined;

  for (const key of ['username', 'name', 'avatar', 'country', 'company', 'mobile', 'website'] as const) {
    if (!has(key)) continue;
    const value = raw[key];
    if (typeof value !== 'string') errors[key] = NOT_TEXT;
    else next[key] = value.trim();
  }
  if (has('username') && !errors.username && !next.username) errors.username = USERNAME_REQUIRED;
  if (has('name') && !errors.name && !next.name) errors.name = NAME_REQUIRED;

  if (has('email')) {
    const email = typeof raw.email === 'string' ? raw.email.trim() : '';
    if (!EMAIL.test(email)) errors.email = EMAIL_INVALID;
    else if (db.users.some((u) => u.id !== user.id && u.email.toLowerCase() === email.toLowerCase())) {
      errors.email = EMAIL_IN_USE;
    } else next.email = email;
  }
  if (has('dob')) {
    if (isDate(raw.dob)) next.dob = raw.dob;
    else errors.dob = DOB_INVALID;
  }
  if (has('gender')) {
    if (raw.gender === 'male' || raw.gender === 'female') next.gender = raw.gender;
    else errors.gender = GENDER_UNKNOWN;
  }
  if (has('role')) {
    if (userRoles.includes(raw.role as never)) next.role = raw.role as User['role'];
    else errors.role = ROLE_UNKNOWN;
  }
  if (has('status')) {
    if (userStatuses.includes(raw.status as never)) next.status = raw.status as User['status'];
    else errors.status = STATUS_UNKNOWN;
  }
  if (has('department')) {
    if (userDepartments.includes(raw.department as never)) next.department = raw.department as User['department'];
    else errors.department = DEPARTMENT_UNKNOWN;
  }
  if (has('is_verified')) {
    if (typeof raw.is_verified === 'boolean') next.is_verified = raw.is_verified;
    else errors.is_verified = NOT_TRUE_OR_FALSE;
  }
  if (has('languages_known')) {
    const list = raw.languages_known;
    if (Array.isArray(list) && list.every((l) => typeof l === 'string' && l.trim())) {
      next.languages_known = [...new Set(list.map((l: string) => l.trim()))];
    } else errors.languages_known = LANGUAGES_INVALID;
  }
  if (has('contact_options')) {
    const list = raw.contact_options;
    if (Array.isArray(list) && list.every((o) => contactOptions.includes(o))) {
      next.contact_options = contactOptions.filter((o) => list.includes(o));
    } else errors.contact_options = CONTACT_OPTIONS_INVALID;
  }
  for (const key of ['location', 'social_links'] as const) {
    if (!has(key)) continue;
    const merged = mergeText(user[key], raw[key]);
    if (merged) (next as Record<typeof key, unknown>)[key] = merged;
    else errors[key] = `Send ${key} as text fields: ${Object.keys(user[key]).join(', ')}.`;
  }
  if (has('permissions')) {
    const merged = mergePermissions(user.permissions, raw.permissions);
    if (merged) next.permissions = merged;
    else errors.permissions = PERMISSIONS_INVALID;
  }
  return Object.keys(errors).length ? errors : next;
}

const isUser = (value: User | Record<string, string>): value is User => 'id' in value;

/**
 * POST /api/users/update-user {user}: merges the given fields into the user with that id (the id itself
 * never changes; location, social links and each permission area merge key by key) and answers the user.
 */
export const updateUser: MockHandler<UsersDb> = (db, { data }) => {
  const raw = (data as { user?: unknown } | undefined)?.user;
  const id = positiveInt(isObject(raw) ? raw.id : undefined);
  if (!isObject(raw) || !id) return fail(400, { id: 'Which user? Their id is missing.' });
  const user = db.users.find((u) => u.id === id);
  if (!user) return fail(404, USER_NOT_FOUND);
  const next = merge(db, user, raw);
  if (!isUser(next)) return fail(400, next);
  return { status: 200, body: next, db: { ...db, users: db.users.map((u) => (u.id === id ? next : u)) } };
};

/** POST /api/users/delete-user {id} (the list's delete action; not in the spec's list): removes the user, answers the id. */
export const deleteUser: MockHandler<UsersDb> = (db, { data }) => {
  const raw = isObject(data) ? data.id : undefined;
  const id = positiveInt(raw);
  if (!id) return fail(400, { id: 'Which user? Their id is missing.' });
  if (!db.users.some((u) => u.id === id)) return fail(404, USER_NOT_FOUND);
  return { status: 200, body: id, db: { ...db, users: db.users.filter((u) => u.id !== id) } };
};
