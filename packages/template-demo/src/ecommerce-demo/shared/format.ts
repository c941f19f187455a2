import { formatPrice } from '@vitrine/contracts/currency';
import { useTranslation } from 'react-i18next';
import type { DemoError } from '../../mock/api/demoApi';

/** The demo shop's prices are US dollars, shown in the reader's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number) => formatPrice(amount, 'USD', i18n.language);
}

/** The mock's refusal in words: its message, or the one for the field asked about, else the fallback. */
export function demoErrorText(error: unknown, fallback: string, field?: string): string {
  const failure = (error as Partial<DemoError> | undefined)?.error;
  if (typeof failure === 'string') return failure;
  if (failure && field && failure[field]) return failure[field];
  if (failure) return Object.values(failure)[0] ?? fallback;
  return fallback;
}
