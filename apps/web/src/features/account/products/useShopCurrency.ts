import { useEffect, useState } from 'react';
import { getAccountShop } from '../api/shopApi';

let known: string | null = null;

/** The shop's currency code for showing prices (asked once per page load). */
export function useShopCurrency(): string {
  const [currency, setCurrency] = useState(known ?? '');
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    getAccountShop(controller.signal)
      .then((result) => {
        if (!result.ok) return;
        known = result.data.shop.currency_code;
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
