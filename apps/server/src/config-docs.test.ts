import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.js';

/** Every variable the server reads is a row of a README table, and every such row is read. */
describe('the README documents every environment variable', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]));
  const read = Object.keys(envSchema.shape);

  it('has a row for each variable src/config.ts reads', () => {
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('has no row for a variable the server does not read', () => {
    expect([...documented].filter((name) => !read.includes(name))).toEqual([]);
  });
});
