import { describe, expect, it } from 'vitest';
import { createUsersDb, type User, type UsersDb } from '../db/users';
import {
  DEPARTMENT_UNKNOWN,
  deleteUser,
  EMAIL_IN_USE,
  EMAIL_INVALID,
  getUser,
  listUsers,
  PERMISSIONS_INVALID,
  ROLE_UNKNOWN,
  STATUS_UNKNOWN,
  USER_NOT_FOUND,
  updateUser,
} from './users';

const fresh = () => createUsersDb();
const usersOf = (db: UsersDb | undefined) => (db as UsersDb).users;
const list = (db: UsersDb, params?: Record<string, unknown>) => listUsers(db, { params }).body as User[];
type Page = { users: User[]; total: number; totalPages: number };

describe('users fake table', () => {
  it('has 50 users with exactly the spec fields, the same on every load', () => {
    const db = fresh();
    expect(db.users).toHaveLength(50);
    for (const user of db.users) {
      expect(Object.keys(user).sort()).toEqual(
        [
          'id',
          'username',
          'avatar',
          'email',
          'name',
          'dob',
          'gender',
          'country',
          'role',
          'status',
          'is_verified',
          'department',
          'company',
          'mobile',
          'website',
          'languages_known',
          'contact_options',
          'location',
          'social_links',
          'permissions',
        ].sort(),
      );
      expect(Object.keys(user.location).sort()).toEqual(
        ['add_line_1', 'add_line_2', 'city', 'country', 'post_code', 'state'].sort(),
      );
      expect(Object.keys(user.social_links).sort()).toEqual(
        ['codepen', 'facebook', 'github', 'instagram', 'slack', 'twitter'].sort(),
      );
      expect(Object.keys(user.permissions).sort()).toEqual(['comments', 'posts', 'users']);
      for (const area of Object.values(user.permissions)) {
        expect(Object.keys(area).sort()).toEqual(['create', 'delete', 'read', 'write']);
        expect(Object.values(area).every((flag) => typeof flag === 'boolean')).toBe(true);
      }
    }
    expect(createUsersDb()).toEqual(db);
  });

  it('uses the spec enumerations, each value at least once, with valid dates, avatars and e-mails', () => {
    const { users } = fresh();
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['admin', 'staff', 'user']));
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['active', 'blocked', 'deactivated']));
    expect(new Set(users.map((u) => u.department))).toEqual(new Set(['sales', 'development', 'management']));
    for (const user of users) {
      expect(user.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(user.avatar).toMatch(/^\/assets\/demo\/avatars\/\d+\.svg$/);
      expect(user.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(user.languages_known.length).toBeGreaterThan(0);
      for (const option of user.contact_options) expect(['email', 'message', 'phone']).toContain(option);
    }
    expect(new Set(users.map((u) => u.id)).size).toBe(50);
    expect(new Set(users.map((u) => u.username)).size).toBe(50);
    expect(new Set(users.map((u) => u.email)).size).toBe(50);
  });
});

describe('GET /api/users/list', () => {
  it('answers the full list without parameters', () => {
    const db = fresh();
    expect(listUsers(db, {})).toEqual({ status: 200, body: db.users });
  });

  it('q searches username, name and e-mail case-insensitively', () => {
    const db = fresh();
    expect(list(db, { q: 'PATIL' }).map((u) => u.id)).toEqual([2, 25, 33]);
    expect(list(db, { q: 'bulkmart.example' }).every((u) => u.email.endsWith('@bulkmart.example'))).toBe(true);
    expect(list(db, { q: 'nobody-here' })).toEqual([]);
  });

  it('filters by role and status', () => {
    const db = fresh();
    const admins = list(db, { role: 'admin' });
    expect(admins.length).toBe(db.users.filter((u) => u.role === 'admin').length);
    expect(admins.every((u) => u.role === 'admin')).toBe(true);
    expect(list(db, { role: 'admin', status: 'active' }).map((u) => u.id)).toEqual([1, 10, 17, 34, 37, 40, 44]);
    expect(list(db, { role: '', status: '' })).toHaveLength(50);
  });

  it("filters by verified 'true' or 'false'", () => {
    const db = fresh();
    const yes = list(db, { verified: 'true' });
    const no = list(db, { verified: 'false' });
    expect(yes.every((u) => u.is_verified)).toBe(true);
    expect(no.every((u) => !u.is_verified)).toBe(true);
    expect(yes.length + no.length).toBe(50);
    expect(no.length).toBeGreaterThan(0);
  });

  it('with page answers {users, total, totalPages}, 10 a page unless perPage says otherwise', () => {
    const db = fresh();
    expect(listUsers(db, { params: { page: '2' } }).body).toEqual({
      users: db.users.slice(10, 20),
      total: 50,
      totalPages: 5,
    });
    const page = listUsers(db, { params: { page: 3, perPage: '20', role: 'user' } }).body as Page;
    const all = db.users.filter((u) => u.role === 'user');
    expect(page).toEqual({ users: all.slice(40, 60), total: all.length, totalPages: Math.ceil(all.length / 20) });
  });

  it('answers 400 for a page or perPage that is not a positive whole number', () => {
    expect(listUsers(fresh(), { params: { page: 0 } })).toMatchObject({ status: 400 });
    expect(listUsers(fresh(), { params: { page: 1, perPage: 'x' } })).toMatchObject({ status: 400 });
  });
});

describe('GET /api/users/user', () => {
  it('answers the user with that id', () => {
    const db = fresh();
    expect(getUser(db, { params: { id: 7 } })).toEqual({ status: 200, body: db.users[6] });
    expect(getUser(db, { params: { id: '12' } })).toEqual({ status: 200, body: db.users[11] });
  });

  it('answers the first user without an id', () => {
    const db = fresh();
    expect(getUser(db, {})).toEqual({ status: 200, body: db.users[0] });
    expect(getUser(db, { params: { id: '' } })).toEqual({ status: 200, body: db.users[0] });
  });

  it('answers 404 for an unknown id', () => {
    for (const id of [51, 'abc', -3]) {
      expect(getUser(fresh(), { params: { id } })).toEqual({ status: 404, body: { error: USER_NOT_FOUND } });
    }
  });
});

describe('POST /api/users/update-user', () => {
  it('merges the given fields into the user, leaving the others as they were', () => {
    const db = fresh();
    const result = updateUser(db, {
      data: { user: { id: 3, name: ' Grace N. ', role: 'staff', status: 'blocked', is_verified: false } },
    });
    expect(result.status).toBe(200);
    const updated = usersOf(result.db)[2];
    expect(result.body).toEqual(updated);
    expect(updated).toEqual({ ...db.users[2], name: 'Grace N.', role: 'staff', status: 'blocked', is_verified: false });
    expect(usersOf(result.db).filter((u) => u.id !== 3)).toEqual(db.users.filter((u) => u.id !== 3));
  });

  it('merges location and social links key by key', () => {
    const db = fresh();
    const result = updateUser(db, {
      data: { user: { id: 2, location: { city: 'Hamburg' }, social_links: { slack: '@tp' } } },
    });
    const updated = usersOf(result.db)[1];
    expect(updated.location).toEqual({ ...db.users[1].location, city: 'Hamburg' });
    expect(updated.social_links).toEqual({ ...db.users[1].social_links, slack: '@tp' });
  });

  it('merges permissions per area, flag by flag', () => {
    const db = fresh();
    const result = updateUser(db, {
      data: { user: { id: 2, permissions: { comments: { delete: false, write: true } } } },
    });
    const { permissions } = usersOf(result.db)[1];
    expect(permissions.users).toEqual(db.users[1].permissions.users);
    expect(permissions.posts).toEqual(db.users[1].permissions.posts);
    expect(permissions.comments).toEqual({ ...db.users[1].permissions.comments, delete: false, write: true });
  });

  it('never changes the id, and ignores unknown fields', () => {
    const result = updateUser(fresh(), { data: { user: { id: 5, password: 'x', company: 'Vitrine' } } });
    const updated = usersOf(result.db)[4];
    expect(updated.id).toBe(5);
    expect(updated.company).toBe('Vitrine');
    expect('password' in updated).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a missing one', () => {
    expect(updateUser(fresh(), { data: { user: { id: 99, name: 'x' } } })).toEqual({
      status: 404,
      body: { error: USER_NOT_FOUND },
    });
    expect(updateUser(fresh(), { data: { user: { name: 'x' } } })).toMatchObject({ status: 400 });
    expect(updateUser(fresh(), { data: 'garbage' })).toMatchObject({ status: 400 });
  });

  it('answers 400 with an email error for a bad e-mail', () => {
    for (const email of ['not-an-email', 'a@b', '', 42]) {
      expect(updateUser(fresh(), { data: { user: { id: 1, email } } })).toEqual({
        status: 400,
        body: { error: { email: EMAIL_INVALID } },
      });
    }
  });

  it("answers 400 with an email error for another user's e-mail", () => {
    const db = fresh();
    expect(updateUser(db, { data: { user: { id: 1, email: db.users[1].email.toUpperCase() } } })).toEqual({
      status: 400,
      body: { error: { email: EMAIL_IN_USE } },
    });
    expect(updateUser(db, { data: { user: { id: 1, email: db.users[0].email } } }).status).toBe(200);
  });

  it('answers 400 for an unknown role', () => {
    expect(updateUser(fresh(), { data: { user: { id: 1, role: 'editor' } } })).toEqual({
      status: 400,
      body: { error: { role: ROLE_UNKNOWN } },
    });
  });

  it('answers 400 for an unknown status', () => {
    expect(updateUser(fresh(), { data: { user: { id: 1, status: 'banned' } } })).toEqual({
      status: 400,
      body: { error: { status: STATUS_UNKNOWN } },
    });
  });

  it('answers 400 for an unknown department', () => {
    expect(updateUser(fresh(), { data: { user: { id: 1, department: 'legal' } } })).toEqual({
      status: 400,
      body: { error: { department: DEPARTMENT_UNKNOWN } },
    });
  });

  it('answers 400 for permissions of the wrong shape', () => {
    for (const permissions of [
      { billing: { read: true } },
      { users: { read: 'yes' } },
      { users: { fly: true } },
      'all',
    ]) {
      expect(updateUser(fresh(), { data: { user: { id: 1, permissions } } })).toEqual({
        status: 400,
        body: { error: { permissions: PERMISSIONS_INVALID } },
      });
    }
  });

  it('answers 400 for other malformed fields, every error at once', () => {
    const result = updateUser(fresh(), {
      data: {
        user: {
          id: 1,
          name: ' ',
          dob: '2001-02-30',
          gender: 'x',
          contact_options: ['fax'],
          languages_known: 'English',
          location: { planet: 'Mars' },
          is_verified: 'yes',
        },
      },
    });
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { error: object }).error).sort()).toEqual(
      ['contact_options', 'dob', 'gender', 'is_verified', 'languages_known', 'location', 'name'].sort(),
    );
    expect(result.db).toBeUndefined();
  });
});

describe('users handlers are pure', () => {
  it('never change the database they are given', () => {
    const db = fresh();
    const before = structuredClone(db);
    list(db, { q: 'a', page: 1 });
    getUser(db, { params: { id: 1 } });
    updateUser(db, {
      data: { user: { id: 1, name: 'Changed', location: { city: 'X' }, permissions: { users: { read: false } } } },
    });
    expect(db).toEqual(before);
  });
});

describe('delete-user', () => {
  it('removes the user by id and answers the id; refuses a missing or unknown id', () => {
    const db = createUsersDb();
    const result = deleteUser(db, { data: { id: 3 } });
    expect(result.status).toBe(200);
    expect(result.body).toBe(3);
    expect((result.db as UsersDb).users).toHaveLength(49);
    expect((result.db as UsersDb).users.some((u) => u.id === 3)).toBe(false);
    expect(db.users).toHaveLength(50);
    expect(deleteUser(db, { data: {} }).status).toBe(400);
    expect(deleteUser(db, { data: { id: 999 } }).status).toBe(404);
  });
});
