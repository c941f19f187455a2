import { Heart } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { type ProductView, useSetWishedMutation } from '../ecommerceApi';
import { demoErrorText } from './format';

/** The heart of a product: pressed when it is on the wishlist; pressing it adds or removes it. */
export function WishlistButton({ product, withText = false }: { product: ProductView; withText?: boolean }) {
  const { t } = useTranslation('ecommerceDemo');
  const [setWished, { isLoading }] = useSetWishedMutation();
  const wished = product.isInWishlist;
  const toggle = async () => {
    const result = await setWished({ productId: product.id, wished: !wished });
    if (result.error) toast.error(demoErrorText(result.error, t('errors.failed')));
    else toast.success(t(wished ? 'wishlist.removed' : 'wishlist.added', { name: product.name }));
  };
  return (
    <Button
      variant={wished ? 'outline-danger' : 'outline-secondary'}
      className="d-inline-flex align-items-center justify-content-center gap-2"
      aria-pressed={wished}
      aria-label={withText ? undefined : t('wishlist.toggle', { name: product.name })}
      disabled={isLoading}
      onClick={toggle}
      data-testid="wishlist-toggle"
    >
      <Heart size={18} aria-hidden fill={wished ? 'currentColor' : 'none'} />
      {withText && t('wishlist.button')}
    </Button>
  );
}
