import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const rulesFile = path.resolve(import.meta.dirname, '../../../../deploy/prometheus-alerts.yml');
const TOKEN = 'metrics-token-for-alert-rules-0123456789';
/** Debian's `prometheus` package ships it (CI installs it). */
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));

/** The alert rules beside the Grafana dashboard: valid for Prometheus, and about metrics that exist. */
describe('deploy/prometheus-alerts.yml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  it.skipIf(!promtool)('passes promtool check rules', async () => {
    const { stdout } = await promisify(execFile)(promtool as string, ['check', 'rules', rulesFile]);
    expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('reads only metrics the server exports, and the new ones say what an alert needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const exported = new Set([...res.body.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    const samples = [...res.body.matchAll(/^(\w+)(\{[^}]*\})? (\S+)$/gm)].map((m) => ({
      name: m[1],
      labels: m[2] ?? '',
      value: Number(m[3]),
    }));
    const read = new Set([...readFileSync(rulesFile, 'utf8').matchAll(/\b((?:vitrine|nodejs)_\w+)/g)].map((m) => m[1]));
    expect(read.size).toBeGreaterThan(4);
    const familyOf = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
    expect([...read].filter((name) => !exported.has(name) && !exported.has(familyOf(name)))).toEqual([]);

    expect(samples.find((s) => s.name === 'vitrine_ready')?.value).toBe(1);
    expect(samples.find((s) => s.name === 'vitrine_data_dir_free_bytes')?.value).toBeGreaterThan(0);
    // Exported from the start at 0, so `increase()` sees the first failure.
    for (const name of ['vitrine_mail_sent_total', 'vitrine_mail_retries_total', 'vitrine_mail_failed_total']) {
      expect(samples.find((s) => s.name === name)?.value, name).toBe(0);
    }
    expect(samples.find((s) => s.name === 'vitrine_mail_queued')?.value).toBe(0);
  });
});
