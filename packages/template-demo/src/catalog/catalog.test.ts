import en from '@vitrine/web/i18n/locales/en/shell.json';
import { menuIcons } from '@vitrine/web/template/catalog/icons';
import { catalogGroups, catalogPages as productPages } from '@vitrine/web/template/catalog/pages';
import { describe, expect, it } from 'vitest';
import { allCatalogPages as catalogPages } from './allPages';
import { catalogIcons } from './icons';
import { hasPageModule } from './routes';

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
});
