import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routing/lazyRoutes';
import { accountPages } from './accountPages';
import { isAccountPath, isShopOwnerPath } from './accountPaths';
import { loadTemplateDemo } from './templateDemo';

// Loaded with the file, as the demo's routes were when this test imported them.
const demo = await loadTemplateDemo();

const paths = (routes: AppRoute[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);

describe('account paths', () => {
  it('cover every account and demo-app page, so the router adds them before matching', () => {
    expect(demo?.appRoutes.length).toBeGreaterThan(5);
    const { fullScreen, shell } = accountPages();
    const all = [...paths(fullScreen), ...paths(shell), ...paths(demo?.appRoutes ?? [])];
    expect(all.length).toBeGreaterThan(25);
    for (const path of all) expect(isAccountPath(path), path).toBe(true);
  });

  it('leave shop addresses to the storefront', () => {
    for (const path of ['/sunrise-electronics', '/bulk-mart/checkout', '/corner-bakery/product-detail/bread/MTI', '/'])
      expect(isAccountPath(path), path).toBe(false);
    // A shop whose address only starts like a section is still a shop.
    expect(isAccountPath('/todos-shop')).toBe(false);
  });
});

describe('shop owner paths', () => {
  it("are the shop's own pages, not the template's demo pages", () => {
    for (const path of ['/dashboard', '/shop-profile/edit', '/account/orders', '/account/orders/7']) {
      expect(isShopOwnerPath(path), path).toBe(true);
    }
    for (const path of ['/pages/profile', '/extensions/file-uploader', '/app/todo', '/dashboards', '/accounts']) {
      expect(isShopOwnerPath(path), path).toBe(false);
    }
  });
});
