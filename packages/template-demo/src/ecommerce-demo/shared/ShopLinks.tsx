import { NavLink } from '@vitrine/web/routing/NavLink';
import { useAppSelector } from '@vitrine/web/store';
import { selectAuth } from '@vitrine/web/store/session';
import { Heart, ShoppingBag, ShoppingCart } from 'lucide-react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useGetCartQuery, useGetWishlistQuery } from '../ecommerceApi';

/**
 * The demo shop's own links in the page header: shop, wishlist and (for the admin, whose page it
 * is) the checkout, with how many products each holds. Moving with these keeps the in-page demo data.
 */
export function ShopLinks() {
  const { t } = useTranslation('ecommerceDemo');
  const admin = useAppSelector(selectAuth).userRole === 'admin';
  const wished = useGetWishlistQuery().data?.products.length ?? 0;
  const inCart = useGetCartQuery().data?.count ?? 0;
  const link = ({ isActive }: { isActive: boolean }) =>
    `btn ${isActive ? 'btn-primary' : 'btn-outline-secondary'} d-inline-flex align-items-center gap-2`;
  return (
    <nav aria-label={t('links.label')} className="d-flex flex-wrap gap-2">
      <NavLink to="/ecommerce/shop" className={link} end>
        <ShoppingBag size={16} aria-hidden />
        {t('links.shop')}
      </NavLink>
      <NavLink to="/ecommerce/wishlist" className={link} data-testid="link-wishlist">
        <Heart size={16} aria-hidden />
        {t('links.wishlist')}
        <Badge bg="secondary" pill>
          <span className="visually-hidden">{t('links.count')} </span>
          {wished}
        </Badge>
      </NavLink>
      {admin && (
        <NavLink to="/ecommerce/checkout" className={link} data-testid="link-checkout">
          <ShoppingCart size={16} aria-hidden />
          {t('links.cart')}
          <Badge bg="secondary" pill data-testid="cart-count">
            <span className="visually-hidden">{t('links.count')} </span>
            {inCart}
          </Badge>
        </NavLink>
      )}
    </nav>
  );
}
