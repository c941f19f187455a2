import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Quality figures for docs/QUALITY.md. The stress run (`npm run test:stress`) sets
 * QUALITY_RESULTS_DIR; the short form in `npm test` records nothing, so a test run never
 * dirties the working tree.
 */
export function recordResult(name: string, figures: Record<string, unknown>): void {
  const dir = process.env.QUALITY_RESULTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const driver = process.env.VITRINE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  writeFileSync(
    path.join(dir, `${name}-${driver}.json`),
    `${JSON.stringify({ name, driver, at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
}

/** Seconds a timed test runs: the short form by default, the long one under the stress run. */
export const stressSeconds = (short: number, long: number): number =>
  process.env.QUALITY_STRESS === '1' ? long : short;
