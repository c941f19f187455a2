import type { OrderQuote, OrderQuoteRequest } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { quoteOrder } from '../../../api/orders';

export type DiscountState =
  | { kind: 'none' }
  | { kind: 'checking'; code: string }
  | { kind: 'applied'; code: string; discount: number }
  | { kind: 'refused'; code: string; reason: Exclude<OrderQuote['discount_status'], 'none' | 'applied'> }
  | { kind: 'failed'; code: string };

/** How long the cart and address must rest before an applied code is priced again. */
const SETTLE_MS = 400;

/**
 * A discount code the shopper applied, priced by the server (`POST /api/orders/quote`) against the
 * cart, the delivery and the phone as they are now, and again whenever those change. Codes are
 * not public: only the server can say whether one applies.
 */
export function useDiscountCode(request: Omit<OrderQuoteRequest, 'discount_code'>) {
  // An object, so applying the same text again asks again.
  const [applied, setApplied] = useState<{ code: string } | null>(null);
  const [state, setState] = useState<DiscountState>({ kind: 'none' });
  // The request as text: a new object each render must not price again when nothing changed.
  const asked = JSON.stringify(request);

  useEffect(() => {
    const code = applied?.code;
    if (!code) {
      setState({ kind: 'none' });
      return;
    }
    setState((current) => (current.kind === 'applied' && current.code === code ? current : { kind: 'checking', code }));
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const outcome = await quoteOrder({ ...JSON.parse(asked), discount_code: code }, abort.signal);
      if (abort.signal.aborted) return;
      if (outcome.kind === 'failed') setState({ kind: 'failed', code });
      else if (outcome.quote.discount_status === 'applied')
        setState({ kind: 'applied', code, discount: outcome.quote.discount });
      else if (outcome.quote.discount_status !== 'none')
        setState({ kind: 'refused', code, reason: outcome.quote.discount_status });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [applied, asked]);

  return {
    state,
    apply: (text: string) => {
      const code = text.trim().toUpperCase();
      setApplied(code ? { code } : null);
    },
    remove: () => setApplied(null),
    /** The code to send with the order: applied, or still being checked (the server decides); never a refused one. */
    toSend: state.kind === 'applied' || state.kind === 'checking' ? state.code : undefined,
    discount: state.kind === 'applied' ? state.discount : 0,
  };
}
