import type { NavEntry, NavGroup, NavLinkItem, Role } from './types';

/** Every link entry of the menu, groups and sections flattened. */
export function menuLinks(entries: readonly NavEntry[]): NavLinkItem[] {
  return entries.flatMap((entry) => (entry.type === 'item' ? [entry] : menuLinks(entry.children)));
}

export function canSee(entry: Pick<NavEntry, 'permissions'>, role: Role | null | undefined): boolean {
  return role != null && entry.permissions.includes(role);
}

/** A group as a role sees it: the children it may open, or nothing when none is left. */
function visibleGroup(group: NavGroup, role: Role | null | undefined): NavGroup[] {
  if (!canSee(group, role)) return [];
  const children = group.children.filter((child) => canSee(child, role));
  return children.length ? [{ ...group, children }] : [];
}

/** The menu as a role sees it: entries and group children it may not open are left out, empty groups too. */
export function visibleMenu(entries: readonly NavEntry[], role: Role | null | undefined): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (!canSee(entry, role)) return [];
    if (entry.type === 'item') return [entry];
    if (entry.type === 'group') return visibleGroup(entry, role);
    const children = entry.children.flatMap((child): (NavLinkItem | NavGroup)[] => {
      if (child.type === 'group') return visibleGroup(child, role);
      return canSee(child, role) ? [child] : [];
    });
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** The menu entry a path belongs to: the exact link, else the longest link it lies under (`/a/b` → `/a`). */
export function entryForPath(entries: readonly NavEntry[], pathname: string): NavLinkItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const known = entriesFound.get(entries) ?? new Map<string, NavLinkItem | undefined>();
  entriesFound.set(entries, known);
  if (known.has(path)) return known.get(path);
  let best: NavLinkItem | undefined;
  for (const link of menuLinks(entries)) {
    const matches = path === link.navLink || path.startsWith(`${link.navLink}/`);
    if (matches && (!best || link.navLink.length > best.navLink.length)) best = link;
  }
  known.set(path, best);
  return best;
}

/**
 * Each menu's answers by path. Every link of the menu asks which entry is current (to mark itself),
 * and each asking walked the whole menu: ~150 links, so ~150 walks of ~150 links on every render.
 */
const entriesFound = new WeakMap<readonly NavEntry[], Map<string, NavLinkItem | undefined>>();

/**
 * The route guard's rule (spec section 6): a path whose menu entry excludes the role is not
 * authorized. Paths outside the menu are left to their own page.
 */
export function isAuthorized(entries: readonly NavEntry[], pathname: string, role: Role | null | undefined): boolean {
  const entry = entryForPath(entries, pathname);
  return !entry || canSee(entry, role);
}
