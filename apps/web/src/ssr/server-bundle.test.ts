// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWebIfStale } from '../../../../scripts/lib.mjs';

const distSsr = path.resolve(import.meta.dirname, '../../dist-ssr');

/** Every package the server-rendering bundle leaves to Node to load: static imports, dynamic ones and requires. */
function packagesImported(): Set<string> {
  const files = readdirSync(distSsr, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(path.join(distSsr, file), 'utf8');
    // As the bundler prints them: `import … from "x";` at a line's start, `import("x")`, `__require("x")`.
    const statements = [
      /^import\b[^;]*?"([^".][^"]*)";?$/gm,
      /\bimport\("([^".][^"]*)"\)/g,
      /\b__require\("([^".][^"]*)"\)/g,
    ];
    for (const pattern of statements) for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return found;
}

/**
 * Node keeps the source of every module it loads, so the server's memory grows with every module: the server-rendering bundle carries
 * what it uses of the libraries whose Node form is far larger (React Router's development build,
 * lucide-react's file of every icon), and React DOM's streaming build is loaded alone
 * (ssr/renderStream.ts), not `react-dom/server`, which loads the legacy build beside it.
 */
describe('the server-rendering bundle', () => {
  it('leaves React and React DOM to Node, and bundles React Router and the icons it draws', {
    timeout: 180_000,
  }, async () => {
    await buildWebIfStale();
    const imported = packagesImported();
    expect(imported).toContain('react');
    for (const name of ['react-router', 'lucide-react', 'react-dom/server', 'react-dom/server.node']) {
      expect(imported, name).not.toContain(name);
    }
  });
});
