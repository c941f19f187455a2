import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, keepPoolClientErrorsFromCrashing, pgErrorCode } from './db-errors.js';

describe('database errors', () => {
  it('finds the PostgreSQL code through drizzle wrappers', () => {
    const wrapped = { message: 'Failed query', cause: { code: '23505' } };
    expect(pgErrorCode(wrapped)).toBe('23505');
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(pgErrorCode(new Error('plain'))).toBeUndefined();
    expect(pgErrorCode({ code: 'ECONNREFUSED' })).toBeUndefined();
  });

  it('gives each pooled client one error listener, so a lost connection is reported instead of crashing', () => {
    const pool = new EventEmitter();
    const client = new EventEmitter();
    const seen: Error[] = [];
    keepPoolClientErrorsFromCrashing({ $client: pool }, (e) => seen.push(e));
    pool.emit('acquire', client);
    pool.emit('acquire', client);
    expect(client.listenerCount('error')).toBe(1);
    client.emit('error', new Error('terminating connection due to administrator command'));
    expect(seen).toHaveLength(1);
    expect(() => keepPoolClientErrorsFromCrashing({}, () => {})).not.toThrow();
  });
});
