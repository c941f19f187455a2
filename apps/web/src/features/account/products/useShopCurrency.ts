import { useEffect, useState } from 'react';
import { getAccountShop } from '../api/shopApi';
import { tokenStore } from '../api/tokenStore';

/** The currency, and the session it belongs to: another sign-in in this tab asks again. */
let known: string | null = null;
let knownFor: string | null = null;
const current = () => (knownFor === tokenStore.get() ? known : null);

/** The shop's currency code for showing prices (asked once per page load). */
export function useShopCurrency(): string {
  const [currency, setCurrency] = useState(current() ?? '');
  useEffect(() => {
    if (current()) return;
    const controller = new AbortController();
    getAccountShop(controller.signal)
      .then((result) => {
        if (!result.ok) return;
        known = result.data.shop.currency_code;
        knownFor = tokenStore.get();
        setCurrency(known);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return currency;
}

/** Called when Edit Account saves a new currency. */
export function forgetShopCurrency() {
  known = null;
}
