import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDump, DumpFileError, dumpHeader, dumpTrailer } from './dump-file.js';

const body = `${dumpHeader('pglite', new Date('2026-01-02T03:04:05Z'))}CREATE TABLE "drizzle"."__drizzle_migrations" (id int);\nSELECT 1;\n`;
const whole = Buffer.from(body + dumpTrailer(createHash('sha256').update(body).digest('hex')));

describe('checkDump', () => {
  it('accepts a whole file and hands back its SQL and origin', () => {
    const dump = checkDump(whole, 'b.sql');
    expect(dump).toMatchObject({ source: 'pglite', takenAt: '2026-01-02T03:04:05.000Z' });
    expect(dump.sql).toBe('CREATE TABLE "drizzle"."__drizzle_migrations" (id int);\nSELECT 1;\n');
  });

  it('refuses a file cut short, one changed on the way, and a foreign one, each in one line', () => {
    const messages = [
      whole.subarray(0, whole.length - 30),
      Buffer.from(whole.toString().replace('SELECT 1', 'SELECT 2')),
      Buffer.from('-- PostgreSQL database dump\nSELECT 1;\n'),
      Buffer.from('PK\u0003\u0004 a zip file'),
    ].map((content) => {
      try {
        checkDump(content, 'b.sql');
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(DumpFileError);
        return (error as Error).message;
      }
    });
    expect(messages[0]).toMatch(/b\.sql is incomplete/);
    expect(messages[1]).toMatch(/b\.sql is damaged/);
    expect(messages[2]).toMatch(/b\.sql is not a Vitrine backup/);
    expect(messages[3]).toMatch(/b\.sql is not a Vitrine backup/);
    for (const message of messages) expect(message).not.toContain('\n');
  });

  it('refuses a well-formed file without the migration journal', () => {
    const other = `${dumpHeader('postgres')}CREATE TABLE t (id int);\n`;
    const file = Buffer.from(other + dumpTrailer(createHash('sha256').update(other).digest('hex')));
    expect(() => checkDump(file, 'x.sql')).toThrow(/holds no Vitrine database/);
  });
});
