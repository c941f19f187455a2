import { FileText } from 'lucide-react';
import type { NavGroup, NavLinkItem } from '../navigation/types';
import { roles } from '../navigation/types';
import { loadedTemplateDemo } from '../templateDemo';
import { menuIcons } from './icons';
import { type CatalogGroupId, type CatalogPage, catalogGroups, catalogPages as productPages } from './pages';

/** With TEMPLATE_DEMO on (the demo loads before the shell), the demo's pages, then the product's. */
const catalogPages = (): readonly CatalogPage[] => [...(loadedTemplateDemo()?.catalogPages ?? []), ...productPages];

const catalogIcon = (name: string) => menuIcons[name] ?? loadedTemplateDemo()?.catalogIcons[name] ?? FileText;

const link = (page: CatalogPage): NavLinkItem => ({
  id: page.id,
  type: 'item',
  title: `menu.${page.id}`,
  icon: catalogIcon(page.icon),
  permissions: page.roles ?? roles,
  navLink: page.path,
});

/** The catalog's menu entries of one group (sub-pages left out). */
export const catalogLinks = (group: CatalogGroupId): NavLinkItem[] =>
  catalogPages()
    .filter((p) => p.group === group && p.menu !== false)
    .map(link);

/** The template's families as collapsible menu groups, in the catalog's order. */
export function catalogMenuGroups(keep: (page: CatalogPage) => boolean): NavGroup[] {
  return catalogGroups.flatMap(({ id, icon }): NavGroup[] => {
    const children = catalogPages()
      .filter((p) => p.group === id && p.menu !== false && keep(p))
      .map(link);
    return children.length
      ? [
          {
            id,
            type: 'group',
            title: `menu.${id}`,
            icon: catalogIcon(icon),
            permissions: roles,
            collapsible: true,
            children,
          },
        ]
      : [];
  });
}

/** The demo apps' menu group with the demo shop's pages in it; none with TEMPLATE_DEMO off. */
export function demoAppsMenu(): NavGroup[] {
  const apps = loadedTemplateDemo()?.appsMenu;
  return apps ? [{ ...apps, children: [...apps.children, ...catalogLinks('apps')] }] : [];
}
