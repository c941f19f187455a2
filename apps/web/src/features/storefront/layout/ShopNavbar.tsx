import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import { CartDropdown } from '../cart/CartDropdown';
import { catalogueLink } from '../shared/links';
import { LanguageSwitch } from './LanguageSwitch';
import type { StorefrontData } from './useStorefront';

export function ShopNavbar({ data }: { data: StorefrontData }) {
  const { t } = useTranslation('storefront');
  return (
    <nav className="sf-navbar" aria-label={t('nav.label')}>
      <div className="container sf-navbar-inner">
        <Link to={catalogueLink(data.shopUrl)} className="sf-brand" data-testid="nav-home">
          <Store aria-hidden="true" size={20} />
          <span className="text-truncate">{data.shop.shop_name}</span>
        </Link>
        <div className="d-flex align-items-center gap-2">
          <LanguageSwitch />
          <CartDropdown data={data} />
        </div>
      </div>
    </nav>
  );
}
