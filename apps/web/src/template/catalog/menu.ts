import type { NavGroup, NavLinkItem } from '../navigation/types';
import { roles } from '../navigation/types';
import { catalogIcons } from './icons';
import { type CatalogGroupId, type CatalogPage, catalogGroups, catalogPages } from './pages';

const link = (page: CatalogPage): NavLinkItem => ({
  id: page.id,
  type: 'item',
  title: `menu.${page.id}`,
  icon: catalogIcons[page.icon],
  permissions: page.roles ?? roles,
  navLink: page.path,
});

/** The catalog's menu entries of one group (sub-pages left out). */
export const catalogLinks = (group: CatalogGroupId): NavLinkItem[] =>
  catalogPages.filter((p) => p.group === group && p.menu !== false).map(link);

/** The template's families as collapsible menu groups, in the catalog's order. */
export function catalogMenuGroups(keep: (page: CatalogPage) => boolean): NavGroup[] {
  return catalogGroups.flatMap(({ id, icon }): NavGroup[] => {
    const children = catalogPages.filter((p) => p.group === id && p.menu !== false && keep(p)).map(link);
    return children.length
      ? [
          {
            id,
            type: 'group',
            title: `menu.${id}`,
            icon: catalogIcons[icon],
            permissions: roles,
            collapsible: true,
            children,
          },
        ]
      : [];
  });
}
