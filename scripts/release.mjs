// `npm run release`: one versioned artefact a machine with only Node installs and starts:
// release/vitrine-<version>-linux-x64.tar.gz (and its .sha256). Inside, vitrine-<version>/ holds
// the built server, its migrations, the built web app and the server's production dependencies,
// laid out as in the checkout (apps/server/dist, apps/server/drizzle, apps/web/dist, node_modules),
// so the server finds each of them as it does here; bin/vitrine starts it. README, "Installing a release".
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { buildServerIfStale, buildWebIfStale, root } from './lib.mjs';
import { productionClosure } from './release-deps.mjs';

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** sharp's native part and libvips are installed for this machine only: the artefact is for its platform. */
function assertLinuxX64Glibc() {
  const glibc = process.report.getReport().header.glibcVersionRuntime;
  if (process.platform !== 'linux' || process.arch !== 'x64' || !glibc) {
    throw new Error(
      `the release is built on linux-x64 with glibc (sharp's binaries), not ${process.platform}-${process.arch}`,
    );
  }
}

/** Files no installed server reads: types, source maps, docs (licences stay). */
const unused = (file) =>
  /\.(map|d\.ts|d\.mts|d\.cts|md|markdown)$/i.test(file) && !/^(licen[cs]e|notice|copying)/i.test(path.basename(file));

/** The server bundle (without its source maps), the migrations, the built web app and deploy/. */
function copyApp(stage) {
  mkdirSync(path.join(stage, 'apps/server/dist'), { recursive: true });
  for (const file of ['main.js', 'cli.js', 'worker.js', 'backup-cli.js']) {
    copyFileSync(path.join(root, 'apps/server/dist', file), path.join(stage, 'apps/server/dist', file));
  }
  cpSync(path.join(root, 'apps/server/drizzle'), path.join(stage, 'apps/server/drizzle'), { recursive: true });
  cpSync(path.join(root, 'apps/web/dist'), path.join(stage, 'apps/web/dist'), { recursive: true });
  // The systemd units, the backup script, nginx's and Prometheus's files, as the release runs them.
  cpSync(path.join(root, 'deploy'), path.join(stage, 'deploy'), {
    recursive: true,
    filter: (file) => file !== path.join(root, 'deploy/release'),
  });
}

/** A package's own tests, examples, benchmarks and CI files, at its top (fastify and pino ship theirs). */
const devFolders = new Set([
  'test',
  'tests',
  '__tests__',
  'example',
  'examples',
  'benchmark',
  'benchmarks',
  'bench',
  '.github',
]);

/** Only the weight folders share cards use (font-files.json) of each @expo-google-fonts package. */
function fontFilter(dir) {
  const pkg = path.basename(dir);
  const family = readJson('apps/server/src/modules/share-cards/font-files.json').find((f) => f.pkg === pkg);
  if (!family) throw new Error(`${pkg} is not in font-files.json: no share card uses it`);
  return (file) => {
    const [top, ...below] = path.relative(dir, file).split(path.sep);
    if (!below.length) return !/^\d{3}/.test(top) || family.weights.includes(top);
    return family.weights.includes(top) && file.endsWith('.ttf');
  };
}

/** Each production package at its own place, without its nested node_modules (those are packages of their own). */
function copyDependencies(stage) {
  const { dependencies } = readJson('apps/server/package.json');
  // The workspaces are bundled into dist; tsx runs the server from source only (development, tests).
  const names = Object.keys(dependencies).filter((name) => !name.startsWith('@vitrine/') && name !== 'tsx');
  const dirs = productionClosure(root, path.join(root, 'apps/server'), names);
  for (const dir of dirs) {
    const fonts = dir.includes(`${path.sep}@expo-google-fonts${path.sep}`) ? fontFilter(dir) : () => true;
    cpSync(dir, path.join(stage, path.relative(root, dir)), {
      recursive: true,
      filter: (file) =>
        file === dir ||
        (!file.startsWith(path.join(dir, 'node_modules')) &&
          !(path.dirname(file) === dir && devFolders.has(path.basename(file))) &&
          !unused(file) &&
          fonts(file)),
    });
  }
  return dirs.length;
}

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const rel = path.join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(dir, rel);
      if (!entry.isFile()) throw new Error(`${rel} is neither a file nor a folder`);
      return [rel];
    });
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** SHA256SUMS in `sha256sum` format, so `sha256sum -c SHA256SUMS` in the folder checks every file. */
function writeChecksums(stage) {
  const lines = filesUnder(stage).map((rel) => `${sha256(readFileSync(path.join(stage, rel)))}  ${rel}`);
  writeFileSync(path.join(stage, 'SHA256SUMS'), `${lines.join('\n')}\n`);
}

/** The release's own files: its version, its package.json (the server reads the version there), bin/vitrine, the guide. */
function writeReleaseFiles(stage, version) {
  const { name, description, engines } = readJson('package.json');
  const manifest = { name, version, description, private: true, type: 'module', engines };
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(stage, 'VERSION'), `${version}\n`);
  mkdirSync(path.join(stage, 'bin'));
  copyFileSync(path.join(root, 'deploy/release/vitrine'), path.join(stage, 'bin/vitrine'));
  chmodSync(path.join(stage, 'bin/vitrine'), 0o755);
  copyFileSync(path.join(root, 'deploy/release/README-RELEASE.md'), path.join(stage, 'README-RELEASE.md'));
}

/** GNU tar, sorted, owned by root, every time the HEAD commit's; gzip by Node (no name or time in its header). */
async function pack(outDir, folder, tarball) {
  const epoch = process.env.SOURCE_DATE_EPOCH ?? (await commitTime());
  const tar = spawn(
    'tar',
    ['--sort=name', '--owner=0', '--group=0', '--numeric-owner', `--mtime=@${epoch}`, '-C', outDir, '-cf', '-', folder],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => tar.on('exit', resolve));
  await pipeline(tar.stdout, createGzip(), createWriteStream(tarball));
  if ((await exited) !== 0) throw new Error('tar failed');
}

function commitTime() {
  return new Promise((resolve) => {
    const git = spawn('git', ['log', '-1', '--format=%ct'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    git.stdout.on('data', (chunk) => {
      out += chunk;
    });
    git.on('close', () => resolve(out.trim() || String(Math.floor(Date.now() / 1000))));
    git.on('error', () => resolve(String(Math.floor(Date.now() / 1000))));
  });
}

export async function buildRelease() {
  assertLinuxX64Glibc();
  await buildWebIfStale();
  await buildServerIfStale();
  const started = Date.now();
  const { version } = readJson('package.json');
  const folder = `vitrine-${version}`;
  const outDir = path.join(root, 'release');
  const stage = path.join(outDir, folder);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  copyApp(stage);
  const packages = copyDependencies(stage);
  writeReleaseFiles(stage, version);
  writeChecksums(stage);
  const tarball = path.join(outDir, `${folder}-linux-x64.tar.gz`);
  await pack(outDir, folder, tarball);
  writeFileSync(`${tarball}.sha256`, `${sha256(readFileSync(tarball))}  ${path.basename(tarball)}\n`);
  rmSync(stage, { recursive: true, force: true });
  const mb = (statSync(tarball).size / 1024 / 1024).toFixed(1);
  console.log(
    `Built ${path.relative(root, tarball)} (${mb} MB, ${packages} packages) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { tarball, folder, version };
}

if (import.meta.filename === process.argv[1]) await buildRelease();
