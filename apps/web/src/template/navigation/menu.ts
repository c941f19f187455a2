import {
  BarChart3,
  FileUp,
  Flag,
  FlaskConical,
  FolderTree,
  LayoutDashboard,
  Package,
  Paintbrush,
  ShoppingCart,
  Store,
  TicketPercent,
  Truck,
  UserCog,
  Users,
} from 'lucide-react';
import { templateDemoEnabled } from '../../api/base';
import { catalogLinks, catalogMenuGroups, demoAppsMenu } from '../catalog/menu';
import { type NavEntry, type NavSection, roles } from './types';

const demo = templateDemoEnabled();

/** The catalog's account settings page: the owner's and the admin's own, not a demo. */
const accountSettings = 'accountSettings';

/**
 * The template's demo under one fold, below everything real: its apps, then its page families
 * (the login, error and lock screen pages among them, as the template shows them).
 */
const demoSection = (): NavSection => ({
  id: 'demo',
  type: 'section',
  title: 'menu.demo',
  icon: FlaskConical,
  permissions: roles,
  // The demo's apps (loaded with the demo, before the shell), then its page families.
  children: [...demoAppsMenu(), ...catalogMenuGroups((page) => page.id !== accountSettings)],
});

/**
 * The navigation as typed data (the template's vocabulary: id, title, type, icon, badge,
 * permissions, navLink). Permissions here are also the route guard: opening a path whose
 * entry excludes the user's role goes to /misc/not-authorized. The shop's pages come first; the
 * template's demo is one folded section at the end (TEMPLATE_DEMO=false leaves only its real pages).
 */
export function shellMenu(): NavEntry[] {
  // Built on first use, not when the module loads: the shell's code loads beside the demo's
  // (routes.tsx), and the demo's apps are in the menu only once the demo is in, which the shell's
  // first render waits for.
  built ??= buildMenu();
  return built;
}

let built: NavEntry[] | undefined;

const buildMenu = (): NavEntry[] => [
  {
    id: 'dashboard',
    type: 'item',
    title: 'menu.dashboard',
    icon: LayoutDashboard,
    permissions: ['owner'],
    navLink: '/dashboard',
  },
  {
    id: 'ecommerce-dashboard',
    type: 'item',
    title: 'menu.ecommerceDashboard',
    icon: BarChart3,
    permissions: ['admin'],
    navLink: '/ecommerce-dashboard',
  },
  {
    id: 'shop',
    type: 'group',
    title: 'menu.shop',
    icon: Store,
    permissions: ['owner'],
    children: [
      {
        id: 'orders',
        type: 'item',
        title: 'menu.orders',
        icon: ShoppingCart,
        permissions: ['owner'],
        navLink: '/account/orders',
        badge: 'newOrders',
      },
      {
        id: 'customers',
        type: 'item',
        title: 'menu.customers',
        icon: Users,
        permissions: ['owner'],
        navLink: '/account/customers',
      },
      {
        id: 'products',
        type: 'item',
        title: 'menu.products',
        icon: Package,
        permissions: ['owner'],
        navLink: '/account/products',
      },
      {
        id: 'categories',
        type: 'item',
        title: 'menu.categories',
        icon: FolderTree,
        permissions: ['owner'],
        navLink: '/account/categories',
      },
      {
        id: 'import-products',
        type: 'item',
        title: 'menu.importProducts',
        icon: FileUp,
        permissions: ['owner'],
        navLink: '/account/products/import',
      },
      {
        id: 'delivery',
        type: 'item',
        title: 'menu.delivery',
        icon: Truck,
        permissions: ['owner'],
        navLink: '/account/delivery',
      },
      {
        id: 'discounts',
        type: 'item',
        title: 'menu.discounts',
        icon: TicketPercent,
        permissions: ['owner'],
        navLink: '/account/discounts',
      },
      {
        id: 'header-designer',
        type: 'item',
        title: 'menu.headerDesigner',
        icon: Paintbrush,
        permissions: ['owner'],
        navLink: '/shop-profile/header',
      },
    ],
  },
  {
    id: 'platform',
    type: 'group',
    title: 'menu.platform',
    icon: Flag,
    permissions: ['admin'],
    children: [
      {
        id: 'shops',
        type: 'item',
        title: 'menu.shops',
        icon: Store,
        permissions: ['admin'],
        navLink: '/admin/shops',
      },
      {
        id: 'reports',
        type: 'item',
        title: 'menu.reports',
        icon: Flag,
        permissions: ['admin'],
        navLink: '/admin/reports',
      },
    ],
  },
  {
    id: 'account',
    type: 'group',
    title: 'menu.account',
    icon: UserCog,
    permissions: roles,
    children: [
      {
        id: 'edit-account',
        type: 'item',
        title: 'menu.editAccount',
        icon: UserCog,
        permissions: ['owner'],
        navLink: '/shop-profile/edit',
      },
      ...catalogLinks('pages').filter((link) => link.id === accountSettings),
    ],
  },
  ...(demo
    ? [demoSection()]
    : // Without the demo, the template's real pages only (lock screen, sign-in, errors…).
      catalogMenuGroups((page) => page.real === true && page.id !== accountSettings)),
];
