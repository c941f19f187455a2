import { useAppSelector } from '@vitrine/web/store';
import { selectAuth } from '@vitrine/web/store/session';
import { ShoppingCart, X } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { type ProductView, useAddToCartMutation, useRemoveFromCartMutation } from '../ecommerceApi';
import { demoErrorText } from './format';

/**
 * Add to cart, or once it is in the cart: View in cart for the admin (the checkout is theirs,
 * spec section 6) and Remove from cart for an owner, who cannot open the checkout.
 */
export function CartButton({
  product,
  quantity = 1,
  color,
  className = '',
}: {
  product: ProductView;
  quantity?: number;
  color?: string;
  className?: string;
}) {
  const { t } = useTranslation('ecommerceDemo');
  const admin = useAppSelector(selectAuth).userRole === 'admin';
  const [add, adding] = useAddToCartMutation();
  const [remove, removing] = useRemoveFromCartMutation();
  const classes = `d-inline-flex align-items-center justify-content-center gap-2 ${className}`;

  if (product.isInCart && admin) {
    return (
      <Link to="/ecommerce/checkout" className={`btn btn-primary ${classes}`} data-testid="view-in-cart">
        <ShoppingCart size={18} aria-hidden />
        {t('cart.view')}
      </Link>
    );
  }
  if (product.isInCart) {
    const drop = async () => {
      const result = await remove({ productId: product.id });
      if (result.error) toast.error(demoErrorText(result.error, t('errors.failed')));
      else toast.success(t('cart.removed', { name: product.name }));
    };
    return (
      <Button variant="outline-primary" className={classes} onClick={drop} disabled={removing.isLoading}>
        <X size={18} aria-hidden />
        {t('cart.remove')}
      </Button>
    );
  }
  const put = async () => {
    const result = await add({ productId: product.id, quantity, color });
    if (result.error) toast.error(demoErrorText(result.error, t('errors.failed'), 'quantity'));
    else toast.success(t('cart.added', { name: product.name }));
  };
  return (
    <Button className={classes} onClick={put} disabled={adding.isLoading || !product.inStock} data-testid="add-to-cart">
      <ShoppingCart size={18} aria-hidden />
      {product.inStock ? t('cart.add') : t('product.outOfStock')}
    </Button>
  );
}
