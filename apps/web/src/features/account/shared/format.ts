import { formatPrice } from '@vitrine/contracts/currency';

/** Money the way the storefront shows it (one rule for shoppers and owners). */
export const formatMoney = formatPrice;

/** An instant as a date and time, on `timeZone`'s clock when given (the shop's), else the browser's. */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
