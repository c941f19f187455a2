import {
  BarChart3,
  Flag,
  FolderTree,
  LayoutDashboard,
  Package,
  Paintbrush,
  ShoppingCart,
  Store,
  TicketPercent,
  Truck,
  UserCog,
} from 'lucide-react';
import { templateDemoEnabled } from '../../api/base';
import { catalogLinks, catalogMenuGroups, demoAppsMenu } from '../catalog/menu';
import type { NavEntry } from './types';

const demo = templateDemoEnabled();

/**
 * The navigation as typed data (the template's vocabulary: id, title, type, icon, badge,
 * permissions, navLink). Permissions here are also the route guard: opening a path whose
 * entry excludes the user's role goes to /misc/not-authorized.
 */
export const menu: NavEntry[] = [
  {
    id: 'dashboard',
    type: 'item',
    title: 'menu.dashboard',
    icon: LayoutDashboard,
    permissions: ['owner'],
    navLink: '/dashboard',
  },
  {
    id: 'dashboards',
    type: 'group',
    title: 'menu.dashboards',
    icon: LayoutDashboard,
    permissions: ['owner', 'admin'],
    children: [
      ...(demo ? catalogLinks('dashboards') : []),
      {
        id: 'ecommerce-dashboard',
        type: 'item',
        title: 'menu.ecommerceDashboard',
        icon: BarChart3,
        permissions: ['admin'],
        navLink: '/ecommerce-dashboard',
      },
    ],
  },
  {
    id: 'shop',
    type: 'group',
    title: 'menu.shop',
    icon: Store,
    permissions: ['owner'],
    children: [
      {
        id: 'edit-account',
        type: 'item',
        title: 'menu.editAccount',
        icon: UserCog,
        permissions: ['owner'],
        navLink: '/shop-profile/edit',
      },
      {
        id: 'header-designer',
        type: 'item',
        title: 'menu.headerDesigner',
        icon: Paintbrush,
        permissions: ['owner'],
        navLink: '/shop-profile/header',
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
        id: 'orders',
        type: 'item',
        title: 'menu.orders',
        icon: ShoppingCart,
        permissions: ['owner'],
        navLink: '/account/orders',
        badge: 'newOrders',
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
        id: 'reports',
        type: 'item',
        title: 'menu.reports',
        icon: Flag,
        permissions: ['admin'],
        navLink: '/admin/reports',
      },
    ],
  },
  ...(demo ? demoAppsMenu() : []),
  // The template's pages; with TEMPLATE_DEMO off, only the real ones (settings, lock screen…).
  ...catalogMenuGroups((page) => demo || page.real === true),
];
