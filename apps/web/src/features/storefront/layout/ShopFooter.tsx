import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import { YourOrders } from '../order/YourOrders';
import { ReportShop } from '../report/ReportShop';
import { checkoutLink } from '../shared/links';
import type { StorefrontData } from './useStorefront';

/** Footer: a cart button that leads to checkout (spec section 2), this browser's orders, and Report (spec section 4). */
export function ShopFooter({ data }: { data: StorefrontData }) {
  const { t } = useTranslation('storefront');
  return (
    <footer className="sf-footer">
      <div className="container sf-footer-inner">
        <p className="mb-0 small">
          {/* The year is the clock's, and the server's and the shopper's clocks are in different years
              on New Year's night (time zones): the hydrating browser keeps the year it was sent
              rather than redrawing the whole page for it. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {data.shop.shop_name}
        </p>
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <Link to={checkoutLink(data.shopUrl)} className="btn btn-sm btn-primary" data-testid="footer-cart">
            <ShoppingCart aria-hidden="true" size={16} /> {t('footer.cart', { count: data.cart.length })}
          </Link>
          <YourOrders shopUrl={data.shopUrl} />
          <ReportShop shopId={data.shop.shop_id} />
        </div>
      </div>
    </footer>
  );
}
