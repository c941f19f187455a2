/** Spec section 9: the report cookie lasts 1,440,000 minutes (about 1000 days), scoped to the site root. */
export const REPORT_COOKIE_MINUTES = 1_440_000;

export const reportCookieName = (shopId: number) => `vitrine_reported_${shopId}`;

export function hasReported(shopId: number, cookies: string = document.cookie): boolean {
  const name = reportCookieName(shopId);
  return cookies.split(';').some((part) => part.trim().split('=')[0] === name);
}

/** The cookie string that marks a shop as reported (browsers may cap its lifetime, Chromium at 400 days). */
export function reportCookie(shopId: number, now: Date = new Date()): string {
  const seconds = REPORT_COOKIE_MINUTES * 60;
  const expires = new Date(now.getTime() + seconds * 1000).toUTCString();
  return `${reportCookieName(shopId)}=1; expires=${expires}; max-age=${seconds}; path=/; SameSite=Lax`;
}

export function rememberReport(shopId: number): void {
  // The Cookie Store API is not in every browser a shopper uses (Safari, Firefox); document.cookie is.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = reportCookie(shopId);
}
