import type { Language } from '@vitrine/contracts';
import type { RouteAssets } from '../seo/assets.js';

/** The owner's doors (sign-in, sign-up, password reset) and each one's web module (a Vite manifest key). */
const doorModules: Record<string, string> = {
  '/login': 'src/features/doors/LoginDoor.tsx',
  '/pages/login': 'src/features/doors/LoginDoor.tsx',
  '/pages/register': 'src/features/doors/RegisterDoor.tsx',
  '/pages/forgot-password': 'src/features/doors/ForgotPasswordDoor.tsx',
};

/** What the dashboard's first open runs after signing in: the owner area's shell, state, strings and the page. */
const ownerAreaModules = [
  'src/features/account/auth/handOver.ts',
  'src/template/AdminShell.tsx',
  'src/template/AppState.tsx',
  'src/i18n/index.ts',
  'src/template/accountPages.tsx',
  'src/features/account/dashboard/OwnerDashboardPage.tsx',
];
// i18next's namespaces the shell and the dashboard show, and the shop strings the owner area loads beside them.
const ownerAreaNamespaces = ['common', 'shell', 'account', 'storefront'];

/** Whether a path is one of the doors (the web app's features/doors/paths.ts names the same four). */
export const isDoorPath = (pathname: string) => Object.hasOwn(doorModules, pathname);

/**
 * The page of a door: the built index.html in the visitor's language with hints read from the
 * build's manifest. The door's own code, stylesheet and strings are preloaded, so they come with
 * the HTML instead of one after another as each lazy module asks for the next; what the owner
 * area needs after signing in (the template's shell, i18next, Bootstrap, the dashboard) is only
 * prefetched, which the browser does once the page has loaded, at the lowest priority.
 */
export function doorPage(
  indexHtml: string,
  pathname: string,
  assets: RouteAssets,
  language: Language,
): { status: 200; html: string } | null {
  if (!isDoorPath(pathname)) return null;
  const door = doorModules[pathname];
  const strings = (lang: string, namespace: string) => `src/i18n/locales/${lang}/${namespace}.json`;
  const now = assets.filesFor([
    // The app's start (entry, root, route table): one named chunk of the web build (vite.config.ts).
    'group:app',
    'src/features/doors/DoorLayout.tsx',
    door,
    strings(language, 'doors'),
    // English is every string's fallback, loaded beside the visitor's language.
    ...(language === 'en' ? [] : [strings('en', 'doors')]),
  ]);
  const later = assets.filesFor([
    ...ownerAreaModules,
    ...ownerAreaNamespaces.map((namespace) => strings(language, namespace)),
  ]);
  const bootstrap = assets.fileEndingWith('/bootstrap/dist/css/bootstrap.min.css');
  const inPage = (file: string) => indexHtml.includes(`/${file}"`);
  const tags = [
    ...now.css.filter((f) => !inPage(f)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...now.js.filter((f) => !inPage(f)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...[...later.js, ...later.css]
      .filter((file) => !inPage(file) && !now.js.includes(file) && !now.css.includes(file))
      .map((file) => `<link rel="prefetch" crossorigin href="/${file}" />`),
    // The owner area adds Bootstrap as a plain stylesheet link (template/useThemeDocument.ts): fetched alike.
    ...(bootstrap ? [`<link rel="prefetch" href="/${bootstrap}" />`] : []),
  ];
  const html = indexHtml
    .replace(/<html lang="[^"]*"/i, `<html lang="${language}"`)
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
  return { status: 200, html };
}
