import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** What the page hands back of an axe run: the violations only, each with the elements it names. */
type Violation = { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] };

/**
 * No serious or critical axe violation on the page as it is now (only `rules`, when named; only
 * inside `include`, a CSS selector, when given), measured once every colour transition (buttons
 * after a theme or view switch) and every finite animation of opacity or colour (a toast fading in)
 * has finished: halfway colours are not a finding. A toast's progress bar (only its size moves) and
 * endless spinners are not waited for.
 *
 * Toasts come and go on their own clock (shown after a paint once their code has loaded, closing
 * after a second), so one could start fading in or out after that wait, while axe reads the page:
 * a CI run found a toast's text half-transparent (`color-contrast` on `#1`). While axe runs, every
 * toast is drawn as it is once in (no animation) and their timers, the progress bars' animations,
 * are paused; both come back after.
 */
export async function expectAccessible(page: Page, options: { rules?: string[]; include?: string } = {}) {
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter(
            (a) =>
              a instanceof CSSTransition ||
              (a instanceof CSSAnimation &&
                Number(a.effect?.getComputedTiming().endTime) < Number.POSITIVE_INFINITY &&
                (a.effect as KeyframeEffect | null)
                  ?.getKeyframes()
                  .some((frame) => 'opacity' in frame || 'color' in frame || 'backgroundColor' in frame)),
          )
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
    ({ rules, include }) => {
      const stillToasts = document.createElement('style');
      stillToasts.textContent =
        '.Toastify__toast{animation:none!important}.Toastify__progress-bar{animation-play-state:paused!important}';
      document.head.append(stillToasts);
      return (window as unknown as { axe: typeof axe }).axe
        .run(include ? { include: [include] } : document, {
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
        )
        .finally(() => stillToasts.remove());
    },
    { rules: options.rules ?? null, include: options.include ?? null },
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

/**
 * The visible controls inside `scope` (CSS) smaller than `min` px either way, named with their
 * size, for a phone's fingers (WCAG 2.5.5's 44 px). A control's hit area is the larger of its own
 * box and its labels' (a checkbox is pressed through its label); a link inside a sentence is left
 * out (WCAG's inline exception).
 */
export async function smallTouchTargets(page: Page, scope: string, min = 44): Promise<string[]> {
  return page.evaluate(
    ({ scope, min }) => {
      const controls = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        'summary',
        '[role=button]',
        '[role=tab]',
        '[role=switch]',
        '[role=checkbox]',
        '[role=radio]',
        '[role=option]',
        '[role=menuitem]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
      };
      const inSentence = (el: Element) =>
        el.tagName === 'A' &&
        Array.from(el.parentElement?.childNodes ?? []).some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 0,
        );
      const found: string[] = [];
      for (const root of Array.from(document.querySelectorAll(scope))) {
        for (const el of Array.from(root.querySelectorAll(controls))) {
          if (!shown(el) && !(el instanceof HTMLInputElement && el.labels?.length)) continue;
          if (inSentence(el)) continue;
          const boxes = [el.getBoundingClientRect()];
          const labels = (el as HTMLInputElement).labels;
          if (labels) for (const label of Array.from(labels)) boxes.push(label.getBoundingClientRect());
          const width = Math.max(...boxes.map((b) => b.width));
          const height = Math.max(...boxes.map((b) => b.height));
          if (!boxes.some((b) => b.width > 0) || (width >= min - 0.5 && height >= min - 0.5)) continue;
          const name =
            el.getAttribute('aria-label') ||
            (el as HTMLElement).innerText?.trim().slice(0, 30) ||
            el.getAttribute('name') ||
            el.id;
          const kind = `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''}`;
          found.push(`${kind} "${name}" ${Math.round(width)}×${Math.round(height)}`);
        }
      }
      return found;
    },
    { scope, min },
  );
}
