import type { Page } from '@playwright/test';

/**
 * Clicks one element and types into a field in the same page task, so React draws nothing between
 * the two: what a busy phone does when the user types before the click's result is on screen.
 * The value goes through the native setter and an `input` event, as typing does for React.
 */
export async function clickThenType(page: Page, clickSelector: string, fieldSelector: string, text: string) {
  await page.evaluate(
    ([target, fieldAt, value]) => {
      const clicked = document.querySelector<HTMLElement>(target);
      const field = document.querySelector<HTMLInputElement>(fieldAt);
      if (!clicked || !field) throw new Error(`not found: ${clicked ? fieldAt : target}`);
      clicked.click();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    [clickSelector, fieldSelector, text] as const,
  );
}
