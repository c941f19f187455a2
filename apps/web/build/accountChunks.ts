import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * The account area's chunks. Left to the bundler, every set of pages sharing a module got a chunk of
 * its own: an owner's first visit to the dashboard fetched 113 scripts, most of them under 1.5 KB
 * (one per icon, per react-bootstrap part, per small helper), six at a time over HTTP/1.1.
 *
 * Three groups, decided from the import graph (a module's id alone cannot say where it is used):
 * - `account-shell`: everything the admin shell imports, statically, at any depth. The shell loads
 *   all of it anyway, so one chunk fetches nothing more.
 * - `account-common`: what the admin shell shares with the full-screen pages (password reset,
 *   lock screen, errors): an owner opening a reset link on a phone loads this, not the whole shell.
 * - `account-pages`: what the shell's pages share beyond the shell, by the set of pages using it,
 *   small sets merged into their nearest neighbour.
 * None takes a module a shop page or a door (sign-in, sign-up) can load without the shell: those
 * stay where the storefront's groups and the bundler put them, so a shopper never downloads any
 * of them (the bundle tests check it). Nor one that what loads before the shell (the template demo's
 * entry) imports: a chunk runs all its modules when it is first imported.
 */

const file = (id: string) => id.replaceAll('\\', '/');

/** Where a shopper's code starts: the entries, the shop's pages, the doors and the home page. */
const isShopperRoot = (id: string) =>
  /\/src\/(main|hydrate|App|routes)\.tsx?$/.test(file(id)) ||
  /\/src\/features\/(storefront|doors|home)\//.test(file(id));

const isShell = (id: string) => file(id).endsWith('/src/template/AdminShell.tsx');

/**
 * The template demo's entry, which the account area loads beside the shell (and a demo page without
 * it). A module both import must not be in the shell's chunk, or loading the demo would download
 * and run the whole shell with it.
 */
const isTemplateDemoEntry = (id: string) => file(id).endsWith('/packages/template-demo/src/index.ts');

/** The full-screen layout and the account area's pages in it (accountPages.tsx, `fullScreen`). */
const isFullScreenRoot = (id: string) =>
  /\/src\/(template\/FullScreenShell\.tsx|features\/(errors\/.+|lock-screen\/LockScreenPage|account\/password-reset\/ResetPasswordPage)\.tsx)$/.test(
    file(id),
  );

/** An account page inside the shell (the owner's and the admin's, and the settings page). */
const isAccountPage = (id: string) => /\/src\/features\/(account|settings)\/.+Page\.tsx$/.test(file(id));

/** The template demo's own modules stay in the demo's chunks. */
const isTemplateDemo = (id: string) => file(id).includes('/packages/template-demo/');

/**
 * Whether a module is loaded whenever a module that `isRoot` accepts is: some chain of static
 * imports leads from such a root to it. Searches the module's importers upwards; a search that
 * finds no root answers "no" for every importer it saw too (their importers are among its own).
 */
function reachedFrom(isRoot: (id: string) => boolean) {
  const answers = new Map<string, boolean>();
  return (id: string, ctx: ChunkingContext): boolean => {
    const known = answers.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    for (let i = 0; i < queue.length && !found; i++) {
      const current = queue[i];
      if (isRoot(current) || answers.get(current) === true) {
        found = true;
        break;
      }
      for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
        if (seen.has(importer) || answers.get(importer) === false) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    if (found) answers.set(id, true);
    else for (const module of seen) answers.set(module, false);
    return found;
  };
}

/**
 * A module something loads with `import()` (the shell, each page, the i18n set-up) or an entry: it
 * keeps a chunk of its own, named in the build's manifest, which the server reads to preload and
 * prefetch the owner area (apps/server/src/modules/doors/page.ts).
 */
const isLoadedOnItsOwn = (id: string, ctx: ChunkingContext) => {
  const info = ctx.getModuleInfo(id);
  return !info || info.isEntry || info.dynamicImporters.length > 0;
};

export function accountChunkGroups(): CodeSplittingGroup[] {
  const shopper = reachedFrom(isShopperRoot);
  const shell = reachedFrom(isShell);
  const demoEntry = reachedFrom(isTemplateDemoEntry);
  const fullScreen = reachedFrom(isFullScreenRoot);
  /** A module of the shell's, apart from what loads before it. */
  const inShell = (id: string, ctx: ChunkingContext) =>
    !isTemplateDemo(id) && !isLoadedOnItsOwn(id, ctx) && shell(id, ctx) && !shopper(id, ctx) && !demoEntry(id, ctx);
  const page = reachedFrom(isAccountPage);
  const demo = reachedFrom(isTemplateDemo);
  return [
    {
      name: (id, ctx) => (inShell(id, ctx) && !fullScreen(id, ctx) ? 'account-shell' : null),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (inShell(id, ctx) && fullScreen(id, ctx) ? 'account-common' : null),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) =>
        !isLoadedOnItsOwn(id, ctx) && page(id, ctx) && !shopper(id, ctx) && !demo(id, ctx) && !fullScreen(id, ctx)
          ? 'account-pages'
          : null,
      priority: 1,
      includeDependenciesRecursively: false,
      entriesAware: true,
      entriesAwareMergeThreshold: 16 * 1024,
    },
  ];
}
