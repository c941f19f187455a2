/** Minor units (the server's integer revenue) back to an amount of the currency: 1234 EUR cents → 12.34, 1500 JPY → 1500. */
export function fromMinor(minor: number, currency: string): number {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not an ISO code the browser knows: the stored two decimals.
  }
  return minor / 10 ** Math.min(digits, 2);
}
