import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const builder = new AxeBuilder({ page });
  if (options.rules) builder.withRules(options.rules);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
