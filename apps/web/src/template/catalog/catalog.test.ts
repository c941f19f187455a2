import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/shell.json';
import { catalogIcons } from './icons';
import { catalogGroups, catalogPages } from './pages';
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
      expect(catalogIcons[p.icon], p.icon).toBeTruthy();
    }
    for (const g of catalogGroups) {
      expect(menu[g.id], g.id).toBeTruthy();
      expect(catalogIcons[g.icon], g.icon).toBeTruthy();
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
