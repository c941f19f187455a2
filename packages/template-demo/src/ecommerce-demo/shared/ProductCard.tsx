import { Truck } from 'lucide-react';
import { Badge, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductView } from '../ecommerceApi';
import { CartButton } from './CartButton';
import { useMoney } from './format';
import { Rating } from './Rating';
import { WishlistButton } from './WishlistButton';

export type ProductLayout = 'grid' | 'list';

export const productLink = (id: number) => `/ecommerce/product-detail?id=${id}`;

/** A product in the shop or the wishlist: picture, name, brand, stars, price, wishlist and cart buttons. */
export function ProductCard({
  product,
  layout = 'grid',
  extraAction,
}: {
  product: ProductView;
  layout?: ProductLayout;
  extraAction?: React.ReactNode;
}) {
  const { t } = useTranslation('ecommerceDemo');
  const money = useMoney();
  const list = layout === 'list';
  return (
    <Card
      as="article"
      className={`vt-ecom-card h-100 ${list ? 'flex-md-row' : ''}`}
      data-testid="product-card"
      aria-label={product.name}
    >
      <Link
        to={productLink(product.id)}
        className={`vt-ecom-card-image ${list ? 'vt-ecom-card-image-list' : ''}`}
        tabIndex={-1}
        aria-hidden
      >
        <img src={product.image} alt="" loading="lazy" />
      </Link>
      <Card.Body className="d-flex flex-column gap-2 min-w-0">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <Rating value={product.rating} />
          <span className="fw-semibold" data-testid="product-price">
            {money(product.price)}
          </span>
        </div>
        <h3 className="h6 mb-0">
          <Link
            to={productLink(product.id)}
            className="link-body-emphasis text-decoration-none"
            data-testid="product-name"
          >
            {product.name}
          </Link>
        </h3>
        <div className="small text-body-secondary">
          {t('product.by', { brand: product.brand })} · {t(`categories.${product.category}`)}
        </div>
        {list && <p className="small mb-0">{product.description}</p>}
        <div className="d-flex flex-wrap gap-1">
          {product.hasFreeShipping && (
            <Badge bg="success-subtle" text="success-emphasis" className="d-inline-flex align-items-center gap-1">
              <Truck size={12} aria-hidden />
              {t('product.freeShipping')}
            </Badge>
          )}
          {!product.inStock && (
            <Badge bg="danger-subtle" text="danger-emphasis">
              {t('product.outOfStock')}
            </Badge>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
          <WishlistButton product={product} />
          <CartButton product={product} className="flex-grow-1" />
          {extraAction}
        </div>
      </Card.Body>
    </Card>
  );
}
