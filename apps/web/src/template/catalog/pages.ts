import type { Role } from '../navigation/types';

/**
 * The admin template's menu families and pages as data: the product's own pages
 * here (sign-in, settings, lock screen, password reset, errors), the template demo's beside them in
 * packages/template-demo (catalog/pages.ts). The menu, the navbar search and the route-walk test
 * read both lists. Pure data, no imports of components, so a Node test can read it.
 */
export const catalogGroups = [
  { id: 'dashboards', icon: 'LayoutDashboard' },
  { id: 'pages', icon: 'FileText' },
  { id: 'misc', icon: 'CircleHelp' },
  { id: 'tables', icon: 'Table' },
  { id: 'chartsMaps', icon: 'ChartPie' },
  { id: 'uiElements', icon: 'Shapes' },
  { id: 'cards', icon: 'SquareStack' },
  { id: 'components', icon: 'Component' },
  { id: 'extraComponents', icon: 'Puzzle' },
  { id: 'forms', icon: 'ClipboardList' },
  { id: 'extensions', icon: 'Blocks' },
] as const;

/** A menu group: `apps` is the demo apps' group, the others are the template's families. */
export type CatalogGroupId = (typeof catalogGroups)[number]['id'] | 'apps';

export interface CatalogPage {
  /** Unique; the menu title is `menu.<id>` in the `shell` namespace. */
  id: string;
  group: CatalogGroupId;
  /** Route path, React Router syntax. */
  path: string;
  /** An openable path for a path with parameters (the route-walk test and search use it). */
  example?: string;
  /** English title, as the navbar search lists it. */
  title: string;
  /** A lucide-react icon name. */
  icon: string;
  /** The demo's page module under packages/template-demo/src (default export); the product's pages are routed by accountPages.tsx. */
  module?: string;
  /** `shell` (default): inside the admin shell, signed in. `full-screen`: the bare layout. */
  layout?: 'shell' | 'full-screen';
  /** Who may open it (spec section 6); default owner and admin. */
  roles?: readonly Role[];
  /** false: routed and searchable, not listed in the menu (a sub-page). */
  menu?: false;
  /** A real feature of the product, kept when TEMPLATE_DEMO is off (the rest is demo content). */
  real?: true;
  /** For signed-out visitors: a signed-in one is sent to their home (sign-in, register). */
  guestOnly?: true;
}

export const catalogPages: readonly CatalogPage[] = [
  {
    id: 'accountSettings',
    group: 'pages',
    path: '/pages/account-settings',
    title: 'Account settings',
    icon: 'Settings',
    real: true,
  },
  {
    id: 'lockScreen',
    group: 'pages',
    path: '/pages/lock-screen',
    title: 'Lock screen',
    icon: 'Lock',
    layout: 'full-screen',
    real: true,
  },
  {
    id: 'login',
    group: 'pages',
    path: '/pages/login',
    title: 'Login',
    icon: 'LogIn',
    layout: 'full-screen',
    real: true,
    guestOnly: true,
  },
  {
    id: 'register',
    group: 'pages',
    path: '/pages/register',
    title: 'Register',
    icon: 'UserPlus',
    layout: 'full-screen',
    real: true,
    guestOnly: true,
  },
  {
    id: 'forgotPassword',
    group: 'pages',
    path: '/pages/forgot-password',
    title: 'Forgot password',
    icon: 'KeyRound',
    layout: 'full-screen',
    real: true,
  },
  {
    id: 'resetPassword',
    group: 'pages',
    path: '/pages/reset-password',
    title: 'Reset password',
    icon: 'RotateCcwKey',
    layout: 'full-screen',
    real: true,
  },
  {
    id: 'error404',
    group: 'misc',
    path: '/misc/error/404',
    title: 'Error 404',
    icon: 'FileX',
    layout: 'full-screen',
    real: true,
  },
  {
    id: 'error500',
    group: 'misc',
    path: '/misc/error/500',
    title: 'Error 500',
    icon: 'ServerCrash',
    layout: 'full-screen',
    real: true,
  },
  {
    id: 'notAuthorized',
    group: 'misc',
    path: '/misc/not-authorized',
    title: 'Not authorized',
    icon: 'ShieldOff',
    layout: 'full-screen',
    real: true,
  },
];

/** The path a person (or a test) opens for a page. */
export const openablePath = (page: CatalogPage) => page.example ?? page.path;
