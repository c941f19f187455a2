import type { Product } from '@vitrine/contracts';
import { DEFAULT_LOW_STOCK_THRESHOLD, isLowStock, stockLeft } from '@vitrine/contracts/stock-rules';
import { ArrowLeft, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import { useCartActions } from '../cart/useCartActions';
import { ProductCard } from '../catalogue/ProductCard';
import { applyPageMeta, type PageMeta } from '../layout/useShopSeo';
import { useStorefront } from '../layout/useStorefront';
import { catalogueLink, decodeProductId } from '../shared/links';
import { fallbackOnError, imageOf } from '../shared/productImage';
import { useHydrated } from '../shared/serverRender';
import { clampQuantity, MAX_QUANTITY } from '../state/cartRules';
import { useProduct } from './useProduct';

/**
 * A product page. The product is found by the base64 id alone, so a link with an old or
 * wrong name segment still works. The price follows the chosen variant.
 */
export default function ProductPage() {
  const data = useStorefront();
  const meta = useOutletContext<PageMeta>();
  const { encodedId } = useParams();
  const { t } = useTranslation('storefront');
  const id = decodeProductId(encodedId);
  const { answer, retry } = useProduct(data.shopUrl, data.shop.shop_id, id);
  const product = answer.kind === 'ok' ? answer.value.product : undefined;

  useEffect(() => {
    applyPageMeta(
      product
        ? {
            title: `${product.product_name} | ${data.shop.shop_name}`,
            description: product.description || meta.description,
          }
        : answer.kind === 'notFound'
          ? { title: t('product.notFoundTitle'), description: meta.description }
          : meta,
    );
  }, [product, answer.kind, data.shop.shop_name, meta, t]);

  if (answer.kind === 'loading') {
    return (
      <main className="container py-5" id="main" aria-busy="true" data-testid="product-loading">
        <p className="visually-hidden" role="status">
          {t('state.loading')}
        </p>
        <div className="row g-4 placeholder-glow" aria-hidden="true">
          <div className="col-12 col-md-6">
            <div className="sf-gallery-main placeholder" />
          </div>
          <div className="col-12 col-md-6">
            <span className="placeholder col-8 mb-3" />
            <span className="placeholder col-4" />
          </div>
        </div>
      </main>
    );
  }
  if (answer.kind === 'failed') {
    return (
      <main className="container py-5 sf-narrow" id="main">
        <div className="alert alert-warning" role="alert" data-testid="product-error">
          <h1 className="h5">{t('state.failedTitle')}</h1>
          <p>{t('state.failedText')}</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            {t('state.retry')}
          </button>
        </div>
      </main>
    );
  }
  if (answer.kind === 'notFound' || !product) {
    return (
      <main className="container py-5 sf-narrow" id="main" data-testid="product-not-found">
        <h1 className="h3">{t('product.notFoundTitle')}</h1>
        <p>{t('product.notFoundText')}</p>
        <Link to={catalogueLink(data.shopUrl)} className="btn btn-primary">
          {t('product.back')}
        </Link>
      </main>
    );
  }
  return <ProductDetails key={product.product_id} product={product} related={answer.value.related} />;
}

function ProductDetails({ product, related }: { product: Product; related: Product[] }) {
  const ready = useHydrated();
  const data = useStorefront();
  const { t } = useTranslation('storefront');
  const actions = useCartActions(data.shopUrl);
  const gallery = useMemo(
    () => [...new Set([imageOf(product.image_url), ...product.images.filter(Boolean)])],
    [product],
  );
  const [imageIndex, setImageIndex] = useState(0);
  // The first variant that can be bought is chosen first.
  const [variantId, setVariantId] = useState<number | null>(
    (product.variants.find((v) => v.in_stock) ?? product.variants[0])?.product_variant_id ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const ids = { quantity: useId(), variants: useId() };

  const variant = product.variants.find((v) => v.product_variant_id === variantId);
  const unitPrice = variant ? variant.price : product.main_price;
  const left = stockLeft(product, variant ? variant.product_variant_id : null);
  const available = product.in_stock && variant?.in_stock !== false;
  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY, left ?? MAX_QUANTITY));
  const threshold = data.shop.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const clamp = (q: number) => Math.min(maxQuantity, clampQuantity(q));
  const category = data.categories.find((c) => c.id === product.category_id);

  const add = () =>
    actions.add(
      {
        product_id: product.product_id,
        product_name: product.product_name,
        image_url: imageOf(product.image_url),
        quantity,
        main_price: unitPrice,
        selected_variant: variant
          ? [{ product_variant_id: variant.product_variant_id, product_variant_name: variant.product_variant_name }]
          : [],
      },
      left,
    );

  return (
    <main className="container py-4" id="main" tabIndex={-1}>
      <Link to={catalogueLink(data.shopUrl)} className="sf-back" data-testid="back-to-catalogue">
        <ArrowLeft aria-hidden="true" size={16} /> {t('product.back')}
      </Link>
      <div className="row g-4 mt-1">
        <div className="col-12 col-md-6">
          <div className="sf-gallery-main">
            <img
              src={gallery[imageIndex]}
              alt={product.product_name}
              width={480}
              height={360}
              fetchPriority="high"
              onError={fallbackOnError}
              data-testid="gallery-image"
            />
          </div>
          {gallery.length > 1 ? (
            <ul className="sf-thumbs" aria-label={t('product.gallery')}>
              {gallery.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    className={`sf-thumb${index === imageIndex ? ' active' : ''}`}
                    aria-pressed={index === imageIndex}
                    aria-label={t('product.showImage', { number: index + 1, total: gallery.length })}
                    onClick={() => setImageIndex(index)}
                    disabled={!ready}
                  >
                    <img src={src} alt="" width={64} height={64} loading="lazy" onError={fallbackOnError} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="col-12 col-md-6">
          {category ? <p className="small text-uppercase fw-semibold mb-1 sf-muted">{category.name}</p> : null}
          <h1 className="h3" data-testid="product-name">
            {product.product_name}
          </h1>
          <p className="sf-price fs-4" data-testid="product-detail-price">
            {data.price(unitPrice)}
          </p>
          {available && isLowStock(left, threshold) ? (
            <p className="text-danger fw-semibold" data-testid="only-left">
              {t('product.onlyLeft', { count: left ?? 0 })}
            </p>
          ) : null}
          {product.description ? <p className="sf-description">{product.description}</p> : null}

          {/* Server HTML: choosing and adding work once the page has hydrated (a tap before would be lost). */}
          <fieldset className="sf-buy" disabled={!ready}>
            {product.variants.length > 0 ? (
              <fieldset className="mb-3">
                <legend className="form-label fs-6 fw-semibold">{t('product.variant')}</legend>
                <div className="sf-variants">
                  {product.variants.map((v) => (
                    <label
                      key={v.product_variant_id}
                      className={`sf-variant${v.product_variant_id === variantId ? ' active' : ''}`}
                    >
                      <input
                        type="radio"
                        name={ids.variants}
                        className="form-check-input me-2"
                        checked={v.product_variant_id === variantId}
                        onChange={() => {
                          setVariantId(v.product_variant_id);
                          setQuantity(1);
                        }}
                      />
                      {v.product_variant_name}
                      <span className="ms-2 small">{data.price(v.price)}</span>
                      {v.in_stock ? null : (
                        <span className="ms-2 small text-danger" data-testid="variant-out-of-stock">
                          {t('product.outOfStock')}
                        </span>
                      )}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}

            <div className="d-flex align-items-end gap-3 flex-wrap">
              <div>
                <label htmlFor={ids.quantity} className="form-label fw-semibold">
                  {t('product.quantity')}
                </label>
                <div className="sf-stepper">
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={t('product.decrease')}
                    onClick={() => setQuantity((q) => clamp(q - 1))}
                    disabled={quantity <= 1}
                  >
                    <Minus aria-hidden="true" size={16} />
                  </button>
                  <input
                    id={ids.quantity}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxQuantity}
                    className="form-control text-center"
                    value={quantity}
                    onChange={(event) => setQuantity(clamp(Number(event.target.value)))}
                    data-testid="quantity-input"
                  />
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={t('product.increase')}
                    onClick={() => setQuantity((q) => clamp(q + 1))}
                    disabled={quantity >= maxQuantity}
                  >
                    <Plus aria-hidden="true" size={16} />
                  </button>
                </div>
              </div>
              <button
                type="button"
                className="btn btn-primary btn-lg"
                disabled={!available}
                onClick={add}
                data-testid="product-add-to-cart"
              >
                {available ? t('product.add') : t('product.outOfStock')}
              </button>
            </div>
          </fieldset>
          {!available ? (
            <p className="mt-2 sf-muted" data-testid="out-of-stock">
              {t('product.outOfStockText')}
            </p>
          ) : null}
        </div>
      </div>

      {related.length > 0 ? (
        <section className="mt-5" aria-labelledby={`${ids.quantity}-related`}>
          <h2 id={`${ids.quantity}-related`} className="h5 mb-3">
            {t('product.related')}
          </h2>
          <div className="sf-grid">
            {related.map((p) => (
              <ProductCard
                key={p.product_id}
                product={p}
                shopUrl={data.shopUrl}
                price={data.price}
                threshold={threshold}
              />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
