// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The template demo lives in its own workspace (packages/template-demo). The product
 * (the web app, the server, the contracts) reaches it through its one entry point only, by a
 * dynamic import in template/templateDemo.ts (so it loads lazily, and never with TEMPLATE_DEMO
 * off) or for types; the demo takes the web app's shared pieces from `@vitrine/web/...`, never
 * its shared UI from features/account.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEMO_ENTRY = '@vitrine/template-demo';
const DEMO_DIR = path.join(root, 'packages/template-demo');
const WEB_SRC = path.join(root, 'apps/web/src');
/** The one product module that loads the demo. */
const LOADER = 'apps/web/src/template/templateDemo.ts';
/** The demo's folders as they were in apps/web/src before the move: none may come back. */
const demoFolders = [
  'features/ui',
  'features/apps',
  'features/charts',
  'features/tables',
  'features/maps',
  'features/pages',
  'features/dashboards',
  'features/ecommerce-demo',
  'features/misc',
  'demo',
];

interface Import {
  specifier: string;
  kind: 'static' | 'dynamic' | 'type';
}

const stringsOf = (node: ts.Node | undefined): string[] =>
  !node
    ? []
    : ts.isStringLiteralLike(node)
      ? [node.text]
      : ts.isArrayLiteralExpression(node)
        ? node.elements.flatMap(stringsOf)
        : [];

/** Every module a source file names: imports, re-exports, dynamic imports, `import.meta.glob`, `vi.mock`. */
function importsOf(fileName: string, source: string): Import[] {
  if (/\.s?css$/.test(fileName)) {
    return [...source.matchAll(/@(?:use|import|forward)\s+['"]([^'"]+)['"]/g)].map((m) => ({
      specifier: m[1],
      kind: 'static' as const,
    }));
  }
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.importClause?.isTypeOnly ? 'type' : 'static' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? 'type' : 'static' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      for (const specifier of stringsOf(node.argument.literal)) found.push({ specifier, kind: 'type' });
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(file);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        for (const specifier of stringsOf(node.arguments[0])) found.push({ specifier, kind: 'dynamic' });
      } else if (/^(import\.meta\.glob|vi\.mock|vi\.doMock|require)$/.test(callee)) {
        for (const specifier of stringsOf(node.arguments[0])) found.push({ specifier, kind: 'static' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const isDemoPath = (target: string) => target === DEMO_DIR || target.startsWith(`${DEMO_DIR}${path.sep}`);

/** What is wrong with a product file's imports of the demo (empty: nothing). `file` is relative to the repository. */
function productImportProblems(file: string, imports: Import[]): string[] {
  const problems: string[] = [];
  for (const { specifier, kind } of imports) {
    const relative = specifier.startsWith('.');
    const target = relative ? path.resolve(root, path.dirname(file), specifier) : '';
    if (
      specifier.startsWith(`${DEMO_ENTRY}/`) ||
      (relative && isDemoPath(target)) ||
      /template-demo\/src/.test(specifier)
    ) {
      problems.push(`${file}: imports ${specifier}, inside the template demo: only its entry point ${DEMO_ENTRY}`);
    } else if (specifier === DEMO_ENTRY && kind === 'static') {
      problems.push(`${file}: imports ${DEMO_ENTRY} statically: load it lazily (${LOADER})`);
    } else if (specifier === DEMO_ENTRY && kind === 'dynamic' && file !== LOADER) {
      problems.push(`${file}: loads ${DEMO_ENTRY} itself: only ${LOADER} does (it checks TEMPLATE_DEMO)`);
    } else if (specifier === DEMO_ENTRY && !file.startsWith('apps/web/')) {
      problems.push(`${file}: the server and the contracts know nothing of the template demo`);
    }
  }
  return problems;
}

/** What is wrong with a demo file's imports of the web app (empty: nothing). */
function demoImportProblems(file: string, imports: Import[]): string[] {
  const problems: string[] = [];
  for (const { specifier } of imports) {
    const target = specifier.startsWith('.') ? path.resolve(root, path.dirname(file), specifier) : '';
    if (target && !isDemoPath(target)) {
      problems.push(`${file}: reaches ${specifier} by a relative path out of the workspace: import @vitrine/web/…`);
    } else if (specifier.startsWith('@vitrine/web/features/account/shared')) {
      problems.push(`${file}: imports ${specifier}: the shared UI is @vitrine/web/components/…`);
    } else if (specifier.startsWith('@vitrine/web/features/account')) {
      problems.push(`${file}: imports ${specifier}: the signed-in user is @vitrine/web/store/session`);
    }
  }
  return problems;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|js|scss|css)$/.test(entry.name) ? [full] : [];
  });

/**
 * Checks the files of `dirs` that name `mention` anywhere (any import that matters to the check
 * spells it, so the others need no parsing: the whole tree is too slow to parse in a test).
 */
const scan = (dirs: string[], mention: RegExp, check: (file: string, imports: Import[]) => string[]) =>
  dirs.flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((full) => {
      const file = path.relative(root, full).split(path.sep).join('/');
      const source = readFileSync(full, 'utf8');
      return mention.test(source) ? check(file, importsOf(file, source)) : [];
    }),
  );

describe('the template demo beside the product', () => {
  it('is reached by the product through its one entry point, lazily, from one module', () => {
    const problems = scan(
      ['apps/web/src', 'apps/server/src', 'packages/contracts/src'],
      /template-demo/,
      productImportProblems,
    );
    expect(problems).toEqual([]);
    // The loader is there and does load it (the check above would pass on a product without it).
    expect(importsOf(LOADER, readFileSync(path.join(root, LOADER), 'utf8'))).toContainEqual({
      specifier: DEMO_ENTRY,
      kind: 'dynamic',
    });
  });

  it('takes the web app’s pieces by @vitrine/web/…, its shared UI from components/', () => {
    // A relative import out of the workspace climbs past src/ (at least two `../`). The specifiers
    // are read as quoted text, not parsed: hundreds of files, and any such string is worth a look.
    const problems = sourceFiles(DEMO_DIR).flatMap((full) => {
      const file = path.relative(root, full).split(path.sep).join('/');
      const quoted = readFileSync(full, 'utf8').matchAll(/['"](\.\.\/\.\.\/[^'"\n]*|@vitrine\/web\/[^'"\n]*)['"]/g);
      return demoImportProblems(
        file,
        [...quoted].map((m) => ({ specifier: m[1], kind: 'static' as const })),
      );
    });
    expect(problems).toEqual([]);
  });

  it('has no folder in the web app’s source any more', () => {
    expect(demoFolders.filter((folder) => existsSync(path.join(WEB_SRC, folder)))).toEqual([]);
    expect(existsSync(path.join(DEMO_DIR, 'src/index.ts'))).toBe(true);
  });

  it('catches each way of crossing the line', () => {
    const product = (file: string, source: string) => productImportProblems(file, importsOf(file, source));
    expect(product('apps/web/src/routes.tsx', "import { x } from '@vitrine/template-demo';")).toHaveLength(1);
    expect(product('apps/web/src/routes.tsx', "const m = await import('@vitrine/template-demo');")).toHaveLength(1);
    expect(product('apps/web/src/routes.tsx', "import('@vitrine/template-demo/catalog/pages');")).toHaveLength(1);
    expect(product('apps/web/src/a.ts', "export { x } from '../../packages/template-demo/src/mock';")).toHaveLength(1);
    expect(product('apps/web/src/a/b.ts', "import '../../../../packages/template-demo/src/ui/x.scss';")).toHaveLength(
      1,
    );
    expect(product('apps/web/src/s.scss', "@use '../../../packages/template-demo/src/x';")).toHaveLength(1);
    expect(product('apps/server/src/a.ts', "type D = typeof import('@vitrine/template-demo');")).toHaveLength(1);
    expect(product(LOADER, "import type * as D from '@vitrine/template-demo';")).toEqual([]);
    expect(product(LOADER, "const d = () => import('@vitrine/template-demo');")).toEqual([]);
    expect(
      product('apps/web/src/template/navbar/a.ts', "import type { Bookmark } from '@vitrine/template-demo';"),
    ).toEqual([]);
    const demo = (file: string, source: string) => demoImportProblems(file, importsOf(file, source));
    expect(
      demo('packages/template-demo/src/ui/a.tsx', "import { Loading } from '@vitrine/web/features/account/shared/ui';"),
    ).toHaveLength(1);
    expect(
      demo('packages/template-demo/src/ui/a.tsx', "import { x } from '../../../../apps/web/src/store';"),
    ).toHaveLength(1);
    expect(
      demo(
        'packages/template-demo/src/ui/a.tsx',
        "import { selectAuth } from '@vitrine/web/features/account/auth/authSlice';",
      ),
    ).toHaveLength(1);
    expect(
      demo('packages/template-demo/src/ui/a.tsx', "import { selectAuth } from '@vitrine/web/store/session';"),
    ).toEqual([]);
    expect(
      demo('packages/template-demo/src/ui/a.tsx', "import { Loading } from '@vitrine/web/components/ui';"),
    ).toEqual([]);
  });
});
