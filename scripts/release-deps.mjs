// The production dependencies of the built server, as folders of the checkout's node_modules
// (`npm ci` put them there from the lockfile). scripts/release.mjs copies each one to the same
// place under the release folder, so Node resolves every import there exactly as it does in the
// checkout (a nested version, such as apps/server/node_modules/yauzl, stays nested).
//
// Walked here rather than reinstalled with `npm ci --omit=dev`: no network and no second install,
// the versions are the ones the tests ran against, and an optional peer dependency is left out
// rather than pulled in because the workspace happens to hold it (drizzle-orm names 29, among them
// @types/pg and @opentelemetry/api, both installed here for other reasons).
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder Node loads `name` from when it is imported in `fromDir`: the nearest node_modules up, within `root`. */
function packageDir(name, fromDir, root) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return undefined;
  }
}

/** What a package needs at run time: its dependencies and required peers, and (if installed) its optional ones. */
function needsOf(manifest) {
  const needs = new Map();
  for (const name of Object.keys(manifest.dependencies ?? {})) needs.set(name, false);
  for (const name of Object.keys(manifest.peerDependencies ?? {})) {
    if (!manifest.peerDependenciesMeta?.[name]?.optional) needs.set(name, false);
  }
  // An optional dependency is absent on purpose on other platforms (sharp's @img/sharp-darwin-arm64).
  for (const name of Object.keys(manifest.optionalDependencies ?? {})) needs.set(name, true);
  return needs;
}

/**
 * Every package folder (absolute, sorted) that `names`, imported from `fromDir`, load at run time,
 * with what they load in turn. Throws when a required one is not installed.
 */
export function productionClosure(root, fromDir, names) {
  const found = new Set();
  const queue = names.map((name) => ({ name, from: fromDir, optional: false }));
  while (queue.length) {
    const { name, from, optional } = queue.shift();
    const dir = packageDir(name, from, root);
    if (!dir) {
      if (optional) continue;
      throw new Error(`${name} (needed by ${path.relative(root, from) || 'the server'}) is not installed: run npm ci`);
    }
    if (found.has(dir)) continue;
    // A workspace link would copy as a link into the checkout; the server bundles its workspaces.
    if (lstatSync(dir).isSymbolicLink()) throw new Error(`${name} is a link (${dir}), not an installed package`);
    found.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const [need, isOptional] of needsOf(manifest)) queue.push({ name: need, from: dir, optional: isOptional });
  }
  return [...found].sort();
}
