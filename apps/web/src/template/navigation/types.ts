import type { LucideIcon } from 'lucide-react';

/** The roles of this product: the platform admin and a shop owner. */
export const roles = ['admin', 'owner'] as const;
export type Role = (typeof roles)[number];

interface NavBase {
  id: string;
  /** i18n key in the `shell` namespace. */
  title: string;
  icon: LucideIcon;
  /** Roles that may see and open this entry. */
  permissions: readonly Role[];
}

export interface NavLinkItem extends NavBase {
  type: 'item';
  navLink: string;
  /** Name of a live badge count (see `useNavBadges`), e.g. new orders. */
  badge?: 'newOrders';
}

export interface NavGroup extends NavBase {
  type: 'group';
  /** A template family: folded in the sidebar unless it holds the current page. */
  collapsible?: boolean;
  children: NavLinkItem[];
}

/**
 * The template's demo (its apps and page families) under one fold of its own, closed unless it
 * holds the current page and marked with a demo badge, below the shop's own entries.
 */
export interface NavSection extends NavBase {
  type: 'section';
  children: (NavLinkItem | NavGroup)[];
}

export type NavEntry = NavLinkItem | NavGroup | NavSection;
