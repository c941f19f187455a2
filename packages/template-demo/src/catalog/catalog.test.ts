import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@vitrine/web/i18n/locales/en/shell.json';
import { menuIcons } from '@vitrine/web/template/catalog/icons';
import { catalogGroups, catalogPages as productPages } from '@vitrine/web/template/catalog/pages';
import { describe, expect, it } from 'vitest';
import { allCatalogPages as catalogPages } from './allPages';
import { catalogIcons } from './icons';
import { hasPageModule, pageNamespaces } from './routes';

describe('the template catalog', () => {
  it('names each page once, by id and by path', () => {
    const ids = catalogPages.map((p) => p.id);
    const paths = catalogPages.map((p) => p.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a menu title for every page and group, and an icon for each', () => {
    const menu = en.menu as Record<string, string>;
    for (const p of catalogPages) {
      expect(menu[p.id], p.id).toBeTruthy();
      expect(menuIcons[p.icon] ?? catalogIcons[p.icon], p.icon).toBeTruthy();
    }
    // The product's pages and the families show with TEMPLATE_DEMO off, without the demo's icons.
    for (const p of productPages) expect(menuIcons[p.icon], p.icon).toBeTruthy();
    for (const g of catalogGroups) {
      expect(menu[g.id], g.id).toBeTruthy();
      expect(menuIcons[g.icon], g.icon).toBeTruthy();
    }
  });

  it('points every routed page at a page module that exists', () => {
    const missing = catalogPages.filter((p) => p.module && !hasPageModule(p)).map((p) => p.module);
    expect(missing).toEqual([]);
  });

  it('gives every path with parameters an openable example', () => {
    for (const p of catalogPages.filter((page) => page.path.includes(':'))) expect(p.example, p.id).toBeTruthy();
  });

  it("loads each page's strings with its code: the namespaces its own file uses are its route's", () => {
    const pages = catalogPages.filter((p) => p.module && hasPageModule(p));
    expect(pages.length).toBeGreaterThan(80);
    for (const { module = '' } of pages) {
      const text = readFileSync(path.join(import.meta.dirname, '..', `${module}.tsx`), 'utf8');
      const used = [...text.matchAll(/useTranslation\('(\w+)'/g)].map(([, name]) => name);
      // `shell` and `common` load with the admin shell itself.
      const missing = used.filter(
        (name) => !['shell', 'common'].includes(name) && !pageNamespaces(module).includes(name),
      );
      expect(missing, module).toEqual([]);
    }
  });
});
