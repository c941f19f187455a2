import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverDir = path.join(repoRoot, 'apps/server');
const BUILT = ['main.js', 'cli.js', 'backup-cli.js', 'worker.js'];

/** A release as an operator runs it: its version and its built entry points. */
export interface Release {
  version: string;
  /** The server (`node main.js`). */
  main: string;
  /** The operator's command line (`vitrine migrate`). */
  cli: string;
  /** `npm run backup` / `npm run restore`. */
  backupCli: string;
}

function releaseAt(root: string): Release {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const dist = path.join(root, 'apps/server/dist');
  return {
    version,
    main: path.join(dist, 'main.js'),
    cli: path.join(dist, 'cli.js'),
    backupCli: path.join(dist, 'backup-cli.js'),
  };
}

/** This checkout's release (apps/server/dist), built first when it is not. */
export function builtRelease(): Release {
  if (!BUILT.every((file) => existsSync(path.join(serverDir, 'dist', file)))) {
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@vitrine/server'], { cwd: repoRoot, stdio: 'pipe' });
  }
  return releaseAt(repoRoot);
}

/** One minor version up: 0.4.2 → 0.5.0. */
export function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

/**
 * A newer release made from this checkout's build in `dir`: the same code, a version one minor
 * higher and one more migration (`tag`, `sql`). Laid out as a release is: the root package.json
 * (the version the server reports), `apps/server/dist` beside `apps/server/drizzle`, where the
 * server finds its migrations from dist (src/paths.ts); its npm packages and the web app's
 * pictures are this checkout's, linked.
 */
export function newerRelease(dir: string, migration: { tag: string; sql: string }): Release {
  const server = path.join(dir, 'apps/server');
  mkdirSync(server, { recursive: true });
  cpSync(path.join(serverDir, 'dist'), path.join(server, 'dist'), { recursive: true });
  cpSync(path.join(serverDir, 'drizzle'), path.join(server, 'drizzle'), { recursive: true });
  cpSync(path.join(serverDir, 'package.json'), path.join(server, 'package.json'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(serverDir, 'node_modules'), path.join(server, 'node_modules'));
  symlinkSync(path.join(repoRoot, 'apps/web'), path.join(dir, 'apps/web'));

  const journalFile = path.join(server, 'drizzle/meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries[journal.entries.length - 1];
  // drizzle applies the journal's entries dated after the last one the database has had.
  journal.entries.push({
    idx: last.idx + 1,
    version: last.version,
    when: last.when + 100,
    tag: migration.tag,
    breakpoints: true,
  });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(path.join(server, 'drizzle', `${migration.tag}.sql`), migration.sql);

  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'vitrine', private: true, version: nextMinor(manifest.version) }, null, 2),
  );
  return releaseAt(dir);
}
