import { Home } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { loadTemplateDemo } from '../templateDemo';
import { entryForPath, isAuthorized, menuLinks, visibleMenu } from './permissions';
import type { NavEntry } from './types';

// The demo loads before the shell's menu is built, as in the app (routes.tsx).
await loadTemplateDemo();
const menu = (await import('./menu')).shellMenu();

const sample: NavEntry[] = [
  { id: 'a', type: 'item', title: 'a', icon: Home, permissions: ['admin'], navLink: '/admin-only' },
  { id: 'b', type: 'item', title: 'b', icon: Home, permissions: ['admin', 'owner'], navLink: '/both' },
  {
    id: 'g',
    type: 'group',
    title: 'g',
    icon: Home,
    permissions: ['admin', 'owner'],
    children: [
      { id: 'g1', type: 'item', title: 'g1', icon: Home, permissions: ['owner'], navLink: '/shop' },
      { id: 'g2', type: 'item', title: 'g2', icon: Home, permissions: ['owner'], navLink: '/shop/special' },
      { id: 'g3', type: 'item', title: 'g3', icon: Home, permissions: ['admin'], navLink: '/shop/admin' },
    ],
  },
];

describe('permission guard', () => {
  it('lets a role open only entries that list it', () => {
    expect(isAuthorized(sample, '/admin-only', 'admin')).toBe(true);
    expect(isAuthorized(sample, '/admin-only', 'owner')).toBe(false);
    expect(isAuthorized(sample, '/both', 'owner')).toBe(true);
  });

  it('applies an entry to the paths beneath it, the most specific entry winning', () => {
    expect(entryForPath(sample, '/shop/42/edit')?.id).toBe('g1');
    expect(entryForPath(sample, '/shop/admin/x')?.id).toBe('g3');
    expect(isAuthorized(sample, '/shop/admin/x', 'owner')).toBe(false);
    expect(isAuthorized(sample, '/shop/special/', 'owner')).toBe(true);
    expect(entryForPath(sample, '/shopping')).toBeUndefined();
  });

  it('refuses every menu path when signed out and leaves paths outside the menu alone', () => {
    expect(isAuthorized(sample, '/both', null)).toBe(false);
    expect(isAuthorized(sample, '/somewhere-else', null)).toBe(true);
  });

  it('shows each role only its entries and drops empty groups', () => {
    const owner = visibleMenu(sample, 'owner');
    expect(owner.map((e) => e.id)).toEqual(['b', 'g']);
    const group = owner[1];
    expect(group.type === 'group' && group.children.map((c) => c.id)).toEqual(['g1', 'g2']);
    expect(visibleMenu(sample, null)).toEqual([]);
  });

  it('keeps the eCommerce dashboard admin only in the real menu', () => {
    expect(isAuthorized(menu, '/ecommerce-dashboard', 'owner')).toBe(false);
    expect(isAuthorized(menu, '/ecommerce-dashboard', 'admin')).toBe(true);
    expect(isAuthorized(menu, '/shop-profile/edit', 'owner')).toBe(true);
    expect(isAuthorized(menu, '/admin/reports', 'owner')).toBe(false);
    expect(menuLinks(menu).every((l) => l.permissions.length > 0)).toBe(true);
  });

  it('puts the shop first for an owner and every demo entry in the one folded demo section', () => {
    const owner = visibleMenu(menu, 'owner');
    expect(owner.map((e) => e.id)).toEqual(['dashboard', 'shop', 'account', 'demo']);
    const shop = owner[1];
    expect(shop.type === 'group' && shop.children.map((c) => c.id)).toEqual([
      'orders',
      'customers',
      'products',
      'categories',
      'import-products',
      'delivery',
      'discounts',
      'header-designer',
    ]);
    const outside = menuLinks(owner.filter((e) => e.type !== 'section')).map((l) => l.navLink);
    expect(outside).toEqual(
      expect.not.arrayContaining(['/email', '/chat', '/todo', '/calendar', '/dashboard/analytics']),
    );
    const demo = owner[3];
    expect(demo.type).toBe('section');
    expect(menuLinks([demo]).map((l) => l.id)).toEqual(expect.arrayContaining(['email', 'analytics', 'compButtons']));
    // The admin: their dashboard and reports first, the same demo section last.
    expect(visibleMenu(menu, 'admin').map((e) => e.id)).toEqual(['ecommerce-dashboard', 'platform', 'account', 'demo']);
  });

  it('names every entry once (one Dashboards group, one key per entry)', () => {
    const ids = (entries: readonly NavEntry[]): string[] =>
      entries.flatMap((e) => [e.id, ...(e.type === 'item' ? [] : ids(e.children))]);
    const all = ids(menu);
    expect(all.length).toBe(new Set(all).size);
    expect(all.filter((id) => id === 'dashboards')).toHaveLength(1);
  });

  it('guards the paths inside the demo section by their own permissions', () => {
    expect(isAuthorized(menu, '/ecommerce/checkout', 'admin')).toBe(
      menuLinks(menu)
        .find((l) => l.id === 'ecommerceCheckout')
        ?.permissions.includes('admin'),
    );
    expect(isAuthorized(menu, '/email', 'owner')).toBe(true);
    expect(isAuthorized(menu, '/email', null)).toBe(false);
    expect(entryForPath(menu, '/account/products/import')?.id).toBe('import-products');
    expect(entryForPath(menu, '/account/products/12')?.id).toBe('products');
  });
});
