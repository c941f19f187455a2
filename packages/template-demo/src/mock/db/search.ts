/** The fake database behind the navbar search and bookmarks (spec sections 2, 3 and 7). */

import { openablePath } from '@vitrine/web/template/catalog/pages';
import { allCatalogPages } from '../../catalog/allPages';

/** A search entry (spec: id, target, title, link, icon); `icon` names a lucide icon. */
export interface SearchPage {
  id: string;
  target: string;
  title: string;
  link: string;
  icon: string;
}
/** A bookmark is a page entry plus its starred flag, and whether it is one of the demo's pages. */
export interface Bookmark extends SearchPage {
  starred: boolean;
  /** A template demo page (Chat, Email…, served by the mock), not one of the shop's real pages. */
  demo: boolean;
}
export interface SearchFile {
  title: string;
  by: string;
  size: string;
  file: string;
}
export interface SearchContact {
  title: string;
  email: string;
  img: string;
  /** dd/mm/yyyy */
  date: string;
}
export interface SearchDb {
  bookmarks: Bookmark[];
  files: SearchFile[];
  contacts: SearchContact[];
}

const page = (id: string, title: string, link: string, icon: string, starred = false, demo = false): Bookmark => ({
  id,
  target: id,
  title,
  link,
  icon,
  starred,
  demo,
});

/** The template's catalog pages, each searchable by its title. */
const catalogEntries = (known: readonly Bookmark[]): Bookmark[] =>
  allCatalogPages
    .filter((p) => !known.some((k) => k.link === openablePath(p)))
    .map((p) => page(p.id, p.title, openablePath(p), p.icon, false, p.real !== true));

/** A fresh copy each call, so a test (or a reload) never sees another's changes. */
export function createSearchDb(): SearchDb {
  const own = [
    page('dashboard', 'Dashboard', '/dashboard', 'LayoutDashboard'),
    page('ecommerceDash', 'eCommerce Dashboard', '/ecommerce-dashboard', 'BarChart3'),
    page('editAccount', 'Edit Account', '/shop-profile/edit', 'UserCog'),
    page('headerDesigner', 'Header Designer', '/shop-profile/header', 'Paintbrush'),
    page('products', 'Products', '/account/products', 'Package'),
    page('newProduct', 'New Product', '/account/products/new', 'PackagePlus'),
    page('categories', 'Categories', '/account/categories', 'FolderTree'),
    page('orders', 'Orders', '/account/orders', 'ShoppingCart'),
    page('customers', 'Customers', '/account/customers', 'Users'),
    page('delivery', 'Delivery and payment', '/account/delivery', 'Truck'),
    page('discounts', 'Discount codes', '/account/discounts', 'TicketPercent'),
    page('reports', 'Shop Reports', '/admin/reports', 'Flag'),
    page('todo', 'Todo', '/todo/all', 'CheckSquare', true, true),
    page('chat', 'Chat', '/chat', 'MessageSquare', true, true),
    page('email', 'Email', '/email/inbox', 'Mail', true, true),
    page('calendar', 'Calendar', '/calendar', 'Calendar', true, true),
    page('users', 'Users', '/app/user/list', 'Users', false, true),
    page('dataList', 'Data List', '/data-list/list-view', 'LayoutList', false, true),
    page('login', 'Login', '/login', 'LogIn'),
    page('register', 'Register', '/pages/register', 'UserPlus'),
    page('notAuthorized', 'Not Authorized', '/misc/not-authorized', 'ShieldOff'),
    page('error404', 'Error 404', '/misc/error/404', 'FileX'),
  ];
  return {
    bookmarks: [...own, ...catalogEntries(own)],
    files: [
      { title: 'Price list 2026.xlsx', by: 'Asha Patil', size: '52 kb', file: 'xlsx' },
      { title: 'Shop photo shoot.zip', by: 'Marco Rossi', size: '12.4 mb', file: 'zip' },
      { title: 'Supplier contract.pdf', by: 'Lena Vogel', size: '210 kb', file: 'pdf' },
      { title: 'Product descriptions.docx', by: 'Asha Patil', size: '88 kb', file: 'docx' },
      { title: 'Logo final.svg', by: 'Joana Silva', size: '14 kb', file: 'svg' },
      { title: 'Delivery zones.pdf', by: 'Marco Rossi', size: '340 kb', file: 'pdf' },
    ],
    contacts: [
      { title: 'Asha Patil', email: 'asha@sunrise.example', img: '/assets/phone.svg', date: '14/07/2026' },
      { title: 'Marco Rossi', email: 'marco@bakery.example', img: '/assets/tablet.svg', date: '02/03/2026' },
      { title: 'Lena Vogel', email: 'lena@bulkmart.example', img: '/assets/speaker.svg', date: '21/11/2025' },
      { title: 'Joana Silva', email: 'joana@vitrine.example', img: '/assets/phone.svg', date: '09/09/2026' },
      { title: 'Samuel Okafor', email: 'samuel@vitrine.example', img: '/assets/tablet.svg', date: '30/01/2026' },
      { title: 'Chloé Martin', email: 'chloe@vitrine.example', img: '/assets/speaker.svg', date: '17/05/2026' },
    ],
  };
}
