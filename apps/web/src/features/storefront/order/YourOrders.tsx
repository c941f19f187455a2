import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import { useHydrated } from '../shared/serverRender';
import { YOUR_ORDERS_CHANGED, type YourOrder, yourOrders } from './yourOrders';

/**
 * "Your orders" in the shop's footer: the orders placed from this browser in this shop, each
 * linking to its page. Read after hydration (the server has no browser storage), and only
 * shown when there is one.
 */
export function YourOrders({ shopUrl }: { shopUrl: string }) {
  const { t, language } = useTranslation('storefront');
  const hydrated = useHydrated();
  const [orders, setOrders] = useState<YourOrder[]>([]);
  useEffect(() => {
    if (!hydrated) return;
    // A browser without orders here (most) keeps the empty list: no render after hydrating.
    const read = () =>
      setOrders((current) => {
        const stored = yourOrders(shopUrl);
        return stored.length === 0 && current.length === 0 ? current : stored;
      });
    read();
    window.addEventListener(YOUR_ORDERS_CHANGED, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(YOUR_ORDERS_CHANGED, read);
      window.removeEventListener('storage', read);
    };
  }, [hydrated, shopUrl]);
  if (orders.length === 0) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <details className="sf-your-orders small" data-testid="your-orders">
      <summary className="btn btn-sm btn-outline-secondary">{t('order.yourOrders')}</summary>
      <ul className="list-unstyled mb-0 mt-2">
        {orders.map((o) => (
          <li key={o.order_number}>
            <Link to={o.path}>{o.order_number}</Link> · {date.format(new Date(o.placed_at))}
          </li>
        ))}
      </ul>
    </details>
  );
}
