// `npm run bench`: every benchmark under bench/, one after the other; each prints its figures and
// budget. Exits non-zero when any is over budget (figures on a busy machine are noisy: read them).
// Writes bench/RESULTS.md (date, machine, every script's output) and refreshes the benchmark rows
// of docs/QUALITY.md. A bench may write its figures as JSON to the file named by BENCH_RESULTS_FILE
// ({figures: [{area, what, value, baseline, budget, pass}]}); otherwise its printed budget lines are used.
//   node bench/run.mjs [name ...]   only the named benches (db, load, api, web)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, printedFigures, writeQuality } from './quality.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every bench present: each bench/<name>/run.mjs; the bundle-size check when no web page-load bench exists. */
function discover() {
  const found = readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, 'run.mjs')))
    .map((d) => ({ name: d.name, file: `${d.name}/run.mjs` }));
  if (!found.some((b) => b.name === 'web') && existsSync(path.join(here, 'web/bundle-size.mjs')))
    found.push({ name: 'web', file: 'web/bundle-size.mjs' });
  const order = ['db', 'api', 'load', 'web'];
  return found.sort((a, b) => (order.indexOf(a.name) + 1 || 99) - (order.indexOf(b.name) + 1 || 99));
}

/** Runs one bench, showing its output as it comes and keeping it. */
function runBench(bench, resultsFile) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(here, bench.file)], {
      cwd: path.resolve(here, '..'),
      env: { ...process.env, BENCH_RESULTS_FILE: resultsFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status) => resolve({ status, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const only = process.argv.slice(2);
const benches = discover().filter((b) => only.length === 0 || only.includes(b.name));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-results-'));
const startedAt = new Date();
const onMachine = machine();
const runs = [];
for (const bench of benches) {
  console.log(`\n=== bench/${bench.file} ===`);
  const resultsFile = path.join(tmp, `${bench.name}.json`);
  const result = await runBench(bench, resultsFile);
  const figures = existsSync(resultsFile)
    ? JSON.parse(readFileSync(resultsFile, 'utf8')).figures
    : printedFigures(bench.name === 'api' ? 'API' : bench.name === 'web' ? 'Web' : bench.name, result.output);
  runs.push({ ...bench, ...result, figures });
}
rmSync(tmp, { recursive: true, force: true });

const statusText = (r) =>
  r.status === 0 ? 'within budget' : /OVER BUDGET/.test(r.output) ? 'OVER BUDGET' : `failed (exit ${r.status})`;
const clean = (output) =>
  output
    // Progress lines (carriage returns) and colour codes are noise in a file.
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .replace(/^.*\r(?!\n)/gm, '')
    .trim();
const sections = runs.map((r) => ({
  file: r.file,
  row: `| bench/${r.file} | ${r.seconds.toFixed(0)} s | ${statusText(r)} |`,
  body: `## bench/${r.file}\n\n\`\`\`\n${clean(r.output)}\n\`\`\`\n`,
}));
// A partial run keeps the sections of the benches it did not run, from the last RESULTS.md.
const resultsFile = path.join(here, 'RESULTS.md');
if (only.length && existsSync(resultsFile)) {
  const old = readFileSync(resultsFile, 'utf8');
  for (const part of old.split(/^(?=## bench\/)/m).slice(1)) {
    const file = /^## bench\/(\S+)/.exec(part)?.[1];
    if (!file || sections.some((s) => s.file === file)) continue;
    const row = old.split('\n').find((line) => line.startsWith(`| bench/${file} |`)) ?? `| bench/${file} | — | — |`;
    sections.push({ file, row, body: `${part.trimEnd()}\n` });
  }
}
const results = [
  '# Benchmark results',
  '',
  `- Date: ${startedAt.toISOString()}`,
  `- Machine: ${onMachine}`,
  `- Command: \`npm run bench${only.length ? ` -- ${only.join(' ')}` : ''}\``,
  '',
  '| Bench | Time | Result |',
  '|---|---|---|',
  ...sections.map((s) => s.row),
  '',
  ...sections.map((s) => s.body),
].join('\n');
writeFileSync(resultsFile, results);

// Only a full run replaces the benchmark rows; a partial one updates the rows of the benches it ran.
const previous = only.length
  ? (JSON.parse(
      /<!-- quality-data\n([\s\S]*?)\n-->/.exec(
        existsSync(path.join(here, '../docs/QUALITY.md'))
          ? readFileSync(path.join(here, '../docs/QUALITY.md'), 'utf8')
          : '',
      )?.[1] ?? '{}',
    ).bench?.figures ?? [])
  : [];
// Each figure names its bench, so a partial run replaces only those benches' rows (bench/dashboard
// and bench/api both write rows of the area "API"). Rows from before figures named their bench go by area.
const rerunBenches = new Set(runs.map((r) => r.name));
const rerunAreas = new Set(runs.flatMap((r) => r.figures.map((f) => f.area)));
const replaced = (f) => (f.bench ? rerunBenches.has(f.bench) : rerunAreas.has(f.area));
const figures = [
  ...previous.filter((f) => !replaced(f)),
  ...runs.flatMap((r) => r.figures.map((f) => ({ ...f, bench: r.name }))),
];
writeQuality({ bench: { at: startedAt.toISOString(), machine: onMachine, figures } });
console.log('\nWrote bench/RESULTS.md and docs/QUALITY.md');
process.exit(runs.some((r) => r.status !== 0) ? 1 : 0);
