import type { CheckoutForm } from './checkoutForm';

/**
 * The customer's form as typed so far, kept for this browser tab and this shop (sessionStorage),
 * so a reload in the middle of checkout does not blank it. The payment choice is not kept (it is
 * a choice for this visit), and the form is dropped once its order is placed.
 */
const key = (shopUrl: string) => `vitrine.checkout-form.${shopUrl}`;

/** Longer than any field's rule: a value past it was not typed into this form. */
const LONGEST = 2000;

/** The saved form over `empty`, field by field; what is not a text of the form is left out. */
export function readCheckoutDraft(shopUrl: string, empty: CheckoutForm): CheckoutForm {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(key(shopUrl)) ?? 'null');
  } catch {
    // Storage blocked or a corrupt entry: an empty form, never a crash.
    return empty;
  }
  if (!saved || typeof saved !== 'object') return empty;
  const form = { ...empty };
  for (const field of Object.keys(empty) as (keyof CheckoutForm)[]) {
    const value = (saved as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length <= LONGEST) form[field] = value;
  }
  return form;
}

export function saveCheckoutDraft(shopUrl: string, values: Partial<CheckoutForm>): void {
  try {
    sessionStorage.setItem(key(shopUrl), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, a reload just starts it afresh.
  }
}

export function clearCheckoutDraft(shopUrl: string): void {
  try {
    sessionStorage.removeItem(key(shopUrl));
  } catch {
    // Storage blocked: there is nothing saved to clear.
  }
}
