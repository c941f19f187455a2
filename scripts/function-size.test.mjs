import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A function a reader can hold in their head: the product's own code (server, web app, contracts;
 * not the template demo) keeps its named functions within LIMIT lines. The ones longer today are
 * listed with their length: none may grow, a new one may not join, and one split below the limit
 * leaves the list (the test says so), so the list only shrinks.
 */
const LIMIT = 120;
const root = path.resolve(import.meta.dirname, '..');

const KNOWN = {
  'apps/server/src/modules/auth/routes.ts authRoutes': 172,
  'apps/server/src/modules/catalogue/routes.ts catalogueRoutes': 139,
  'apps/server/src/modules/orders/routes.ts orderRoutes': 228,
  'apps/server/src/modules/orders/service.ts placeOrder': 150,
  'apps/server/src/modules/products/routes.ts productRoutes': 148,
  'apps/web/src/features/account/admin/AdminDashboardPage.tsx AdminDashboardPage': 197,
  'apps/web/src/features/account/categories/CategoriesPage.tsx CategoriesPage': 213,
  'apps/web/src/features/account/dashboard/OwnerDashboardPage.tsx DashboardView': 184,
  'apps/web/src/features/account/delivery/ZoneCard.tsx ZoneCard': 128,
  'apps/web/src/features/account/discounts/DiscountForm.tsx DiscountForm': 193,
  'apps/web/src/features/account/discounts/DiscountsPage.tsx DiscountsPage': 192,
  'apps/web/src/features/account/header/HeaderDesignerPage.tsx Designer': 174,
  'apps/web/src/features/account/products/BulkEditBar.tsx BulkEditBar': 163,
  'apps/web/src/features/account/products/ProductListPage.tsx ProductListPage': 245,
  'apps/web/src/features/doors/RegisterDoor.tsx RegisterDoor': 129,
  'apps/web/src/features/invoice/Invoice.tsx Invoice': 125,
  'apps/web/src/features/storefront/catalogue/CataloguePage.tsx CataloguePage': 170,
  'apps/web/src/features/storefront/order/OrderPage.tsx OrderView': 126,
  'apps/web/src/features/storefront/product/ProductPage.tsx ProductDetails': 204,
  'apps/web/src/template/navbar/SearchBox.tsx SearchBox': 163,
  'apps/web/src/template/navigation/menu.ts buildMenu': 139,
};

/** A function's name: its own, or the variable, property or method it is assigned to; none for an inline one. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return undefined;
}

/** The named functions of one source text longer than LIMIT lines, as `file name` and their length. */
function longFunctions(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    const isFunction =
      ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node);
    const name = isFunction ? nameOf(node) : undefined;
    if (name) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > LIMIT) found.push({ key: `${file} ${name}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function productFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', 'apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'packages/contracts/src/**/*.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed.split('\n').filter((file) => file && !/\.test\.tsx?$/.test(file));
}

describe('functions a reader can hold in their head', () => {
  it(`keeps the product's functions within ${LIMIT} lines, and the known longer ones from growing`, () => {
    const long = productFiles().flatMap((file) => longFunctions(file, readFileSync(path.join(root, file), 'utf8')));
    const added = long.filter((f) => !(f.key in KNOWN));
    expect(added, `split these below ${LIMIT} lines`).toEqual([]);
    const grown = long.filter((f) => f.lines > KNOWN[f.key]);
    expect(grown, 'a known long function grew: split it rather than add to it').toEqual([]);
    const split = Object.keys(KNOWN).filter((key) => !long.some((f) => f.key === key));
    expect(split, 'now within the limit: take these off KNOWN').toEqual([]);
  });

  it('finds a long named function, and counts an inline one as part of the function around it', () => {
    const body = Array.from({ length: LIMIT }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function tooLong() {\n${body}\n}\nexport const short = () => [1].map(() => {\n${body}\n});\n`;
    expect(longFunctions('x.ts', text)).toEqual([
      { key: 'x.ts tooLong', lines: LIMIT + 2 },
      { key: 'x.ts short', lines: LIMIT + 2 },
    ]);
  });
});
