import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An account page's route names the i18next namespaces its first render needs (appLayout.tsx
 * `lazyPage`), so they load with its code. A page that uses one its route does not name still
 * works, but suspends on first open: the app's fallback shows, and React holds the page back 300 ms.
 * Checked from the sources: the namespaces a page's own file asks for are among its route's.
 */
const here = import.meta.dirname;
const source = (file: string) => readFileSync(path.join(here, file), 'utf8');

/** `lazyPage(() => import('file'), namespaces)` and `appLayout(…)` in a route file, with the names they give. */
function routesIn(file: string): { module: string; named: string[] }[] {
  const text = source(file);
  const constants = new Map<string, string[]>();
  for (const [, name, list] of text.matchAll(/const (\w+) = (\[[^\]]*\]);/g)) constants.set(name, listOf(list));
  const routes = [];
  const call = /(?:lazyPage|appLayout)\(\(\) => import\('([^']+)'\)(?:, (\w+|\[[^\]]*\]))?\)/g;
  for (const [, module, named] of text.matchAll(call)) {
    routes.push({ module, named: !named ? [] : named.startsWith('[') ? listOf(named) : (constants.get(named) ?? []) });
  }
  return routes;
}

const listOf = (list: string) => [...list.matchAll(/'(\w+)'/g)].map(([, name]) => name);

/** The namespaces a module's own `useTranslation` calls ask for (none named: `common`). */
function namespacesUsedBy(module: string): string[] {
  const text = source(`${module}.tsx`);
  const used = new Set<string>();
  for (const [, args] of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const name of args.trim() ? listOf(args) : ['common']) used.add(name);
  }
  return [...used];
}

describe("account pages' namespaces", () => {
  const routes = [...routesIn('accountPages.tsx'), ...routesIn('accountRoutes.tsx')];

  it('are found in the route files', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.find((route) => route.module === './AdminShell')?.named).toEqual(['shell']);
  });

  it("load with each page's code: every namespace a page's own file uses is named by its route", () => {
    for (const { module, named } of routes) {
      // `common` is i18next's default namespace, loaded with i18next itself.
      const missing = namespacesUsedBy(module).filter((name) => name !== 'common' && !named.includes(name));
      expect(missing, module).toEqual([]);
    }
  });
});
