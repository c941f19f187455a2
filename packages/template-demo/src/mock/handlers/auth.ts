import { type AuthDb, MOCK_TOKEN_LIFETIME_MS, type MockUser } from '../db/auth';
import type { MockHandler, MockRequest, MockResult } from './types';

/** Spec section 8, word for word. */
export const LOGIN_FAILED = 'Email Or Password Invalid';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const EMAIL_IN_USE = 'This email is already in use.';
export const NAME_REQUIRED = 'Please enter your name.';
export const INVALID_TOKEN = 'Invalid access token';

const publicUser = ({ password: _password, ...user }: MockUser) => user;
const body = (request: MockRequest) =>
  request.data && typeof request.data === 'object' ? (request.data as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const now = (request: MockRequest) => request.now ?? Date.now();

/** A new session for a user: the next token of the database's counter, living MOCK_TOKEN_LIFETIME_MS. */
function issue(db: AuthDb, user: MockUser, at: number): { db: AuthDb; accessToken: string } {
  const counter = db.tokenCounter + 1;
  const accessToken = `mock-${user.id}-${counter}-${at.toString(36)}`;
  const sessions = [
    ...db.sessions.filter((s) => s.expiresAt > at),
    { accessToken, userId: user.id, expiresAt: at + MOCK_TOKEN_LIFETIME_MS },
  ];
  return { db: { ...db, sessions, tokenCounter: counter }, accessToken };
}

/**
 * POST /api/authenticate/login/user {email, password}: {user, accessToken} with `loggedInWith`,
 * or {error} with status 200 (spec section 8). A body without both strings answers the default error.
 */
export const loginUser: MockHandler<AuthDb> = (db, request) => {
  const { email, password } = body(request);
  if (typeof email !== 'string' || typeof password !== 'string') {
    return { status: 200, body: { error: SOMETHING_WENT_WRONG } };
  }
  const user = db.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase() && u.password === password);
  if (!user) return { status: 200, body: { error: LOGIN_FAILED } };
  const session = issue(db, user, now(request));
  return {
    status: 200,
    body: { user: { ...publicUser(user), loggedInWith: 'jwt' }, accessToken: session.accessToken },
    db: session.db,
  };
};

/** POST /api/authenticate/register/user {email, password, name}: {user, accessToken} or {error: {email, name}}. */
export const registerUser: MockHandler<AuthDb> = (db, request) => {
  const data = body(request);
  const email = text(data.email).trim();
  const name = text(data.name).trim();
  const password = text(data.password);
  const error: { email?: string; name?: string } = {};
  if (db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) error.email = EMAIL_IN_USE;
  if (!name) error.name = NAME_REQUIRED;
  if (error.email || error.name) return { status: 200, body: { error } };
  if (!email || !password) return { status: 200, body: { error: SOMETHING_WENT_WRONG } };
  const user: MockUser = { id: Math.max(0, ...db.users.map((u) => u.id)) + 1, email, password, name, role: 'user' };
  const session = issue({ ...db, users: [...db.users, user] }, user, now(request));
  return { status: 200, body: { user: publicUser(user), accessToken: session.accessToken }, db: session.db };
};

/**
 * POST /api/authenticate/refresh-token {accessToken}: a new token for a live one, or 401
 * 'Invalid access token'. The old token stops working, and the new one expires like any other.
 */
export const refreshToken: MockHandler<AuthDb> = (db, request): MockResult<AuthDb> => {
  const at = now(request);
  const token = text(body(request).accessToken);
  const session = db.sessions.find((s) => s.accessToken === token && s.expiresAt > at);
  const user = session && db.users.find((u) => u.id === session.userId);
  if (!session || !user) return { status: 401, body: { error: INVALID_TOKEN } };
  const rest = { ...db, sessions: db.sessions.filter((s) => s !== session) };
  const next = issue(rest, user, at);
  return { status: 200, body: { userData: publicUser(user), accessToken: next.accessToken }, db: next.db };
};
