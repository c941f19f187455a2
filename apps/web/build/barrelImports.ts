import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where an export of a package's index comes from: the file and the name it has there. */
type Source = { file: string; name: string };

const require = createRequire(import.meta.url);

/**
 * The exports a package's ES index re-exports by name (`export { default as Truck } from
 * './icons/truck.mjs'`), read once from the index itself: the package's own map, no naming guesswork.
 */
function reExports(pkg: string): Map<string, Source> {
  const manifest = require.resolve(`${pkg}/package.json`);
  const json = JSON.parse(readFileSync(manifest, 'utf8'));
  const entry = json.exports?.['.']?.module ?? json.exports?.['.']?.import ?? json.module;
  const index = path.join(path.dirname(manifest), entry);
  const sources = new Map<string, Source>();
  for (const [, list, from] of readFileSync(index, 'utf8').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g,
  )) {
    const target = path.resolve(path.dirname(index), from);
    const file = [target, `${target}.js`, `${target}.mjs`].find((candidate) =>
      statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    if (!file) continue;
    for (const specifier of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name, exported = name] = specifier.split(/\s+as\s+/);
      sources.set(exported, { file, name });
    }
  }
  return sources;
}

/**
 * Rewrites `import { Truck } from 'lucide-react'` to import the icon's own module, for packages whose
 * index only re-exports (lucide-react's ~1,600 icons, react-bootstrap's components): what Next.js
 * calls optimizePackageImports. The output is the same code, but the import graph then says which
 * page uses which icon or component; through the index, every one of them was imported by a module
 * that shop pages load too, and the account area's chunking (build/accountChunks.ts) could not tell
 * the shell's from a shop page's.
 * (@rolldown/plugin-transform-imports maps names by a template, which cannot spell lucide's
 * `Share2` as `share-2`, and it requires Node 22.)
 */
export function barrelImports(packages: string[]): Plugin {
  const maps = new Map<string, Map<string, Source>>();
  const mapOf = (pkg: string) => maps.get(pkg) ?? maps.set(pkg, reExports(pkg)).get(pkg) ?? new Map();
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${packages.join('|')})["'];?`, 'g');
  return {
    name: 'vitrine-barrel-imports',
    apply: 'build',
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: new RegExp(`["'](${packages.join('|')})["']`) },
      handler(code) {
        let changed = false;
        const rewritten = code.replace(statement, (whole, list: string, pkg: string) => {
          const kept: string[] = [];
          const direct: string[] = [];
          for (const specifier of list
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = specifier.split(/\s+as\s+/);
            const source = mapOf(pkg).get(imported);
            if (source) direct.push(`import { ${source.name} as ${local} } from ${JSON.stringify(source.file)};`);
            else kept.push(specifier);
          }
          if (direct.length === 0) return whole;
          changed = true;
          return [...(kept.length ? [`import { ${kept.join(', ')} } from "${pkg}";`] : []), ...direct].join('\n');
        });
        return changed ? { code: rewritten, map: null } : undefined;
      },
    },
  };
}
