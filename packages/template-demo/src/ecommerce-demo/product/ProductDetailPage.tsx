import { LoadError, Loading } from '@vitrine/web/components/ui';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Badge, Card, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import { maxQuantity, type ProductColor, type ProductView, useGetProductQuery } from '../ecommerceApi';
import { CartButton } from '../shared/CartButton';
import { useMoney } from '../shared/format';
import { ProductCard } from '../shared/ProductCard';
import { Rating } from '../shared/Rating';
import { ShopLinks } from '../shared/ShopLinks';
import { WishlistButton } from '../shared/WishlistButton';
import '../shared/ecommerce.scss';

/** One demo product (?id=, the first by default): gallery, price, stars, colour and quantity, related products. */
export default function ProductDetailPage() {
  const { t } = useTranslation('ecommerceDemo');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 1);
  const result = useGetProductQuery(id);
  const notFound = result.isError && (result.error as { status?: number }).status === 404;
  return (
    <ShowcasePage pageId="ecommerceProduct" description={t('product.description')} actions={<ShopLinks />}>
      {result.isLoading && <Loading />}
      {notFound && (
        <Card body className="text-center py-5" data-testid="product-not-found">
          <p>{t('product.notFound')}</p>
          <Link to="/ecommerce/shop" className="btn btn-primary">
            {t('links.backToShop')}
          </Link>
        </Card>
      )}
      {result.isError && !notFound && <LoadError message={t('errors.loadFailed')} onRetry={() => result.refetch()} />}
      {result.data && !result.isError && (
        <>
          {/* Keyed by product: a related product opens with its own picture, colour and quantity. */}
          <ProductOverview key={result.data.product.id} product={result.data.product} />
          <section aria-labelledby="related-title" className="mt-4">
            <h2 id="related-title" className="h5 mb-3">
              {t('product.related')}
            </h2>
            <div className="vt-ecom-grid">
              {result.data.related.map((related) => (
                <ProductCard key={related.id} product={related} />
              ))}
            </div>
          </section>
        </>
      )}
    </ShowcasePage>
  );
}

function ProductOverview({ product }: { product: ProductView }) {
  const { t } = useTranslation('ecommerceDemo');
  const money = useMoney();
  const [picture, setPicture] = useState(0);
  const [color, setColor] = useState<ProductColor>(product.colors[0]);
  const [quantity, setQuantity] = useState(1);
  return (
    <Card as="article" aria-labelledby="product-title" data-testid="product-detail">
      <Card.Body>
        <Row className="g-4">
          <Col md={5}>
            <div className="vt-ecom-gallery-main mb-3">
              <img src={product.images[picture]} alt={t('product.picture', { name: product.name, n: picture + 1 })} />
            </div>
            <div className="d-flex flex-wrap gap-2">
              {product.images.map((image, n) => (
                <button
                  key={image}
                  type="button"
                  className="vt-ecom-thumb"
                  aria-pressed={n === picture}
                  aria-label={t('product.showPicture', { n: n + 1 })}
                  onClick={() => setPicture(n)}
                >
                  <img src={image} alt="" />
                </button>
              ))}
            </div>
          </Col>
          <Col md={7} className="d-flex flex-column gap-3">
            <div>
              <h2 id="product-title" className="h3 mb-1">
                {product.name}
              </h2>
              <div className="text-body-secondary">
                {t('product.by', { brand: product.brand })} · {t(`categories.${product.category}`)}
              </div>
            </div>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <span className="h4 mb-0 text-primary" data-testid="product-price">
                {money(product.price)}
              </span>
              <Rating value={product.rating} />
            </div>
            <div className="d-flex flex-wrap gap-2">
              <Badge
                bg={product.inStock ? 'success-subtle' : 'danger-subtle'}
                text={product.inStock ? 'success-emphasis' : 'danger-emphasis'}
              >
                {product.inStock ? t('product.inStock') : t('product.outOfStock')}
              </Badge>
              {product.hasFreeShipping && (
                <Badge bg="info-subtle" text="info-emphasis" className="d-inline-flex align-items-center gap-1">
                  <Truck size={12} aria-hidden />
                  {t('product.freeShipping')}
                </Badge>
              )}
            </div>
            <p className="mb-0">{product.description}</p>
            <fieldset>
              <legend className="h6">{t('product.color')}</legend>
              <div className="d-flex flex-wrap gap-3">
                {product.colors.map((c) => (
                  <Form.Check
                    key={c}
                    type="radio"
                    name="product-color"
                    id={`product-color-${c}`}
                    checked={color === c}
                    onChange={() => setColor(c)}
                    label={
                      <span className="d-inline-flex align-items-center gap-2">
                        <span className="vt-ecom-swatch" style={{ background: swatches[c] }} aria-hidden />
                        {t(`colors.${c}`)}
                      </span>
                    }
                  />
                ))}
              </div>
            </fieldset>
            <Form.Group controlId="product-quantity" className="vt-ecom-quantity">
              <Form.Label className="h6">{t('product.quantity')}</Form.Label>
              <Form.Select
                className="w-auto"
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                disabled={product.isInCart || !product.inStock}
              >
                {Array.from({ length: maxQuantity }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <CartButton product={product} quantity={quantity} color={color} />
              <WishlistButton product={product} withText />
            </div>
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}

/** The colour swatches: the product's real colours, the same in every theme. */
const swatches: Record<ProductColor, string> = {
  black: '#212529',
  silver: '#c0c4c8',
  blue: '#0d6efd',
  red: '#dc3545',
};
