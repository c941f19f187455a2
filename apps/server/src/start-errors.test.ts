import { describe, expect, it } from 'vitest';
import { startFailure } from './start-errors.js';

const url = 'postgres://shop:s3cret-pass@db.internal:6543/vitrine';
const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('why the server could not start, in one line', () => {
  it.each([
    [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:6543'),
      'cannot reach the database at db.internal:6543/vitrine as shop: nothing answers there (is PostgreSQL running?).',
    ],
    [
      withCode('ENOTFOUND'),
      'cannot reach the database at db.internal:6543/vitrine as shop: its host name does not resolve.',
    ],
    [
      withCode('28P01', 'password authentication failed for user "shop"'),
      'the database at db.internal:6543/vitrine as shop refused the user or password in DATABASE_URL.',
    ],
    [
      withCode('3D000'),
      'the database named in DATABASE_URL does not exist at db.internal:6543/vitrine as shop: create it first.',
    ],
    [
      new Error('Connection terminated due to connection timeout'),
      'cannot reach the database at db.internal:6543/vitrine as shop: the connection timed out.',
    ],
    [
      withCode('53100', 'could not extend file'),
      'no space left on the disk (db.internal:6543/vitrine as shop): free some space and start again.',
    ],
  ])('names the cause and the database, never the password: %s', (error, line) => {
    const said = startFailure(error, url);
    expect(said).toBe(line);
    expect(said).not.toContain('s3cret');
  });

  it("reads PGlite's full disk, which comes as Emscripten's errno 51 with no code", () => {
    const error = Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 51 });
    expect(startFailure(error)).toBe(
      'no space left on the disk (the embedded database under DATA_DIR): free some space and start again.',
    );
  });

  it('keeps the first line of anything else, without its stack', () => {
    const error = new Error('something odd\n    at somewhere (file.js:1:1)');
    expect(startFailure(error)).toBe('something odd');
    expect(startFailure(withCode('EACCES', "EACCES: permission denied, mkdir '/data/pglite'"))).toBe(
      "cannot write under DATA_DIR (EACCES: permission denied, mkdir '/data/pglite'): give the server's user write access.",
    );
  });
});
