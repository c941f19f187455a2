import { LoadError, Loading } from '@vitrine/web/components/ui';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import { type ProductView, useAddToCartMutation, useGetWishlistQuery, useSetWishedMutation } from '../ecommerceApi';
import { demoErrorText, useMoney } from '../shared/format';
import { productLink } from '../shared/ProductCard';
import { Rating } from '../shared/Rating';
import { ShopLinks } from '../shared/ShopLinks';
import '../shared/ecommerce.scss';

/** The wished demo products: remove one, or move it to the cart; an empty state points back to the shop. */
export default function WishlistPage() {
  const { t } = useTranslation('ecommerceDemo');
  const wishlist = useGetWishlistQuery();
  return (
    <ShowcasePage pageId="ecommerceWishlist" description={t('wishlist.description')} actions={<ShopLinks />}>
      {wishlist.isLoading && <Loading />}
      {wishlist.isError && <LoadError message={t('errors.loadFailed')} onRetry={() => wishlist.refetch()} />}
      {wishlist.data && wishlist.data.products.length === 0 && (
        <Card body className="text-center py-5" data-testid="wishlist-empty">
          <Heart size={40} className="text-body-secondary mb-3" aria-hidden />
          <p className="h5">{t('wishlist.empty')}</p>
          <p className="text-body-secondary">{t('wishlist.emptyHint')}</p>
          <Link to="/ecommerce/shop" className="btn btn-primary">
            {t('links.backToShop')}
          </Link>
        </Card>
      )}
      {wishlist.data && wishlist.data.products.length > 0 && (
        <section className="vt-ecom-grid" aria-label={t('wishlist.listLabel')} data-testid="wishlist-list">
          {wishlist.data.products.map((product) => (
            <WishedProduct key={product.id} product={product} />
          ))}
        </section>
      )}
    </ShowcasePage>
  );
}

function WishedProduct({ product }: { product: ProductView }) {
  const { t } = useTranslation('ecommerceDemo');
  const money = useMoney();
  const [setWished, removing] = useSetWishedMutation();
  const [addToCart, moving] = useAddToCartMutation();
  const busy = removing.isLoading || moving.isLoading;

  const remove = async () => {
    const result = await setWished({ productId: product.id, wished: false });
    if (result.error) toast.error(demoErrorText(result.error, t('errors.failed')));
    else toast.success(t('wishlist.removed', { name: product.name }));
  };
  // Moving: into the cart (unless it is there already), then off the wishlist.
  const moveToCart = async () => {
    if (!product.isInCart) {
      const added = await addToCart({ productId: product.id });
      if (added.error) {
        toast.error(demoErrorText(added.error, t('errors.failed'), 'quantity'));
        return;
      }
    }
    const result = await setWished({ productId: product.id, wished: false });
    if (result.error) toast.error(demoErrorText(result.error, t('errors.failed')));
    else toast.success(t('wishlist.moved', { name: product.name }));
  };

  return (
    <Card as="article" className="vt-ecom-card h-100" aria-label={product.name} data-testid="wished-product">
      <Link to={productLink(product.id)} className="vt-ecom-card-image" tabIndex={-1} aria-hidden>
        <img src={product.image} alt="" loading="lazy" />
      </Link>
      <Card.Body className="d-flex flex-column gap-2">
        <h2 className="h6 mb-0">
          <Link to={productLink(product.id)} className="link-body-emphasis text-decoration-none">
            {product.name}
          </Link>
        </h2>
        <div className="d-flex justify-content-between align-items-center">
          <Rating value={product.rating} />
          <span className="fw-semibold">{money(product.price)}</span>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
          <Button
            variant="outline-secondary"
            className="d-inline-flex align-items-center gap-2"
            onClick={remove}
            disabled={busy}
            data-testid="wishlist-remove"
          >
            <Trash2 size={16} aria-hidden />
            {t('wishlist.remove')}
          </Button>
          <Button
            className="d-inline-flex align-items-center gap-2 flex-grow-1 justify-content-center"
            onClick={moveToCart}
            disabled={busy || !product.inStock}
            data-testid="wishlist-move"
          >
            <ShoppingCart size={16} aria-hidden />
            {product.inStock ? t('wishlist.moveToCart') : t('product.outOfStock')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
