import { describe, expect, it } from 'vitest';
import { sqlStatements } from './sql-statements.js';

describe('sqlStatements', () => {
  it('splits on semicolons outside quotes, identifiers, dollar quotes and comments', () => {
    const text = [
      '-- PostgreSQL database dump',
      '\\restrict abc123',
      "SET client_encoding = 'UTF8';",
      `INSERT INTO public.products VALUES (1, 'a; b', 'it''s; fine', E'x\\'; y', "odd;name");`,
      'CREATE FUNCTION f() RETURNS int AS $body$ select 1; $body$ LANGUAGE sql;',
      '/* a; comment */ SELECT 2;',
      '\\unrestrict abc123',
      '-- done',
    ].join('\n');
    expect([...sqlStatements(text)]).toEqual([
      "SET client_encoding = 'UTF8';",
      `INSERT INTO public.products VALUES (1, 'a; b', 'it''s; fine', E'x\\'; y', "odd;name");`,
      'CREATE FUNCTION f() RETURNS int AS $body$ select 1; $body$ LANGUAGE sql;',
      '/* a; comment */ SELECT 2;',
    ]);
  });

  it('keeps a backslash and a line starting with one inside a value', () => {
    const text = "INSERT INTO t VALUES ('line one\n\\restrict not a command\nC:\\path');\nSELECT 1;";
    const statements = [...sqlStatements(text)];
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('\\restrict not a command');
  });

  it('hands back an unterminated last statement as it is (the caller refuses such a file before)', () => {
    expect([...sqlStatements('SELECT 1; INSERT INTO t VALUES (1')]).toEqual(['SELECT 1;', 'INSERT INTO t VALUES (1']);
  });
});
