import { formatPrice } from '@vitrine/contracts/currency';

/** Money the way the storefront shows it (one rule for shoppers and owners). */
export const formatMoney = formatPrice;

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
