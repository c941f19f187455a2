// `npm run build -w @vitrine/server`: the server as one ES module, dist/main.js (and the backup
// command, dist/backup-cli.js, the heavy-work worker, dist/worker.js, and the operator's command
// line, dist/cli.js), run by plain
// `node` (no tsx, no TypeScript at run time). The workspace's contracts are bundled in; every
// npm dependency stays an import (native sharp, PGlite's WebAssembly, pino's workers).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@vitrine/'));

await build({
  // The server, the backup/restore command (`npm run backup`, `npm run restore`), and the worker
  // that runs an import's or export's heavy part (src/lib/heavy-work finds it beside main.js).
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'backup-cli': path.join(here, 'src/modules/backup/cli.ts'),
    worker: path.join(here, 'src/worker.ts'),
    cli: path.join(here, 'src/cli.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Subpath imports (drizzle-orm/pg-core, …) of an external package stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Node keeps the source of every loaded module in memory, and memory is budgeted: without whitespace and
  // comments the bundle is half the size, and ASCII (comments held …, – and ×) is stored one byte
  // a character instead of two. Names are kept, so stack traces and logs read as the source does.
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('Built apps/server/dist/main.js, dist/backup-cli.js, dist/worker.js and dist/cli.js');
