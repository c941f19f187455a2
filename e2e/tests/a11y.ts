import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** What the page hands back of an axe run: the violations only, each with the elements it names. */
type Violation = { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] };

/**
 * No serious or critical axe violation on the page as it is now (only `rules`, when named), measured once every colour
 * transition (buttons after a theme or view switch) has finished: halfway colours are not a finding.
 */
export async function expectAccessible(page: Page, options: { rules?: string[] } = {}) {
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]),
  );
  // axe-core straight in the page, loaded once per document and asked for violations only: the
  // Playwright wrapper re-injected its 500 KB script, opened a second page to collate and sent every
  // passing node back on each call (3-7 s on a template page against 0.5 s here).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          resultTypes: ['violations'],
          ...(rules ? { runOnly: { type: 'rule' as const, values: rules } } : {}),
        })
        .then((results) =>
          results.violations.map(({ id, impact, help, nodes }) => ({
            id,
            impact,
            help,
            nodes: nodes.map((n) => ({ target: n.target.map(String) })),
          })),
        ),
    options.rules ?? null,
  );
  const bad = (violations as Violation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Nothing sticks out sideways, once the layout has followed the new size (the failure names what does). */
export async function expectNoSidewaysScroll(page: Page) {
  const outermostTooWide = () =>
    page.evaluate(() =>
      document.documentElement.scrollWidth > window.innerWidth
        ? Array.from(document.querySelectorAll('body *'))
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .filter(
              (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 1,
            )
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`)
        : [],
    );
  await expect.poll(outermostTooWide).toEqual([]);
}
