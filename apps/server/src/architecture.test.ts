import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reservedCatalogueUrls, routeSections } from '@vitrine/contracts/route-registry';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/ARCHITECTURE.md): `lib/`, `db/`, `events/` and `http/` are the
// ground the feature modules stand on, so they never import a module; modules publish what
// happened and subscribe where the work belongs instead of being wired to each other.
const src = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each relative import of a file, resolved to a path under src/ (`modules/seo/pages.ts`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => path.relative(src, path.resolve(path.dirname(file), s)).replace(/\.js$/, '.ts'));
}

const offences = (from: string, forbidden: (target: string) => boolean) =>
  sourceFiles(path.join(src, from)).flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${path.relative(src, file)} → ${target}`),
  );

describe('server layers', () => {
  it.each(['lib', 'db', 'events', 'http'])('%s/ imports no feature module', (layer) => {
    expect(offences(layer, (target) => target.startsWith('modules/'))).toEqual([]);
  });

  it('lib/ imports nothing of the server but itself', () => {
    expect(offences('lib', (target) => !target.startsWith('lib/'))).toEqual([]);
  });

  it('the pages module may draw on share cards, never the other way round', () => {
    expect(offences('modules/share-cards', (target) => target.startsWith('modules/seo/'))).toEqual([]);
  });

  it('finds the imports it checks (a check that sees no import could never fail)', () => {
    expect(importsOf(path.join(src, 'app.ts'))).toContain('modules/seo/routes.ts');
    expect(offences('modules/seo', (target) => target.startsWith('modules/share-cards/'))).not.toEqual([]);
  });
});

// The route registry (contracts/route-registry.ts) is the one list of first path segments that
// are not shops: the server's own routes are in it, and no other file keeps a list of its own.
const repo = path.resolve(src, '../../..');

describe('route registry', () => {
  it("holds the first segment of every route the server declares (besides a shop's)", () => {
    const declared = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.(?:get|post|put|patch|delete|head|all)\(\s*['`]\/([^/'`]*)/g)].map(
        (m) => m[1],
      ),
    );
    expect(declared.length).toBeGreaterThan(50);
    const unknown = declared.filter(
      (segment) => segment !== '' && !segment.startsWith(':') && !routeSections.server.includes(segment as never),
    );
    expect(unknown).toEqual([]);
  });

  it('is the only list of sections: no source file spells out its own alternation of them', () => {
    const roots = ['apps/web/src', 'apps/server/src', 'packages/contracts/src', 'packages/template-demo/src'].map(
      (dir) => path.join(repo, dir),
    );
    const words = reservedCatalogueUrls.filter((word) => /^[a-z-]+$/.test(word)).join('|');
    // A regular expression naming two or more sections in a row: `(login|pages|…`.
    const handWritten = new RegExp(`\\((?:${words})\\|(?:${words})\\|`);
    const files = roots.flatMap(sourceFilesAnyKind).filter((file) => !file.endsWith('route-registry.ts'));
    expect(files.length).toBeGreaterThan(300);
    expect(
      files.filter((file) => handWritten.test(readFileSync(file, 'utf8'))).map((f) => path.relative(repo, f)),
    ).toEqual([]);
  });
});

function sourceFilesAnyKind(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesAnyKind(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
