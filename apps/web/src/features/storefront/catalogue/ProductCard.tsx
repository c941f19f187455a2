import type { Product } from '@vitrine/contracts';
import { priceRange } from '@vitrine/contracts/catalogue-view';
import { isLowStock } from '@vitrine/contracts/stock-rules';
import { useTranslation } from '../../../i18n/shop';
import { useCartActions } from '../cart/useCartActions';
import { productLink } from '../shared/links';
import { CARD_SIZES, fallbackOnError, imageOf, srcSetOf } from '../shared/productImage';
import { ShopLink } from '../shared/ShopLink';
import { useHydrated } from '../shared/serverRender';

/**
 * One product in a grid: image, name (the link to its page), price and Add to cart.
 * A product with variants asks the shopper to choose one on its page first.
 */
export function ProductCard({
  product,
  shopUrl,
  price,
  threshold,
  eager = false,
}: {
  product: Product;
  shopUrl: string;
  price: (amount: number) => string;
  /** The shop's low-stock threshold: "Only N left" at or below it. */
  threshold: number;
  eager?: boolean;
}) {
  const { t } = useTranslation('storefront');
  const actions = useCartActions(shopUrl);
  // Server HTML: Add to cart works once the page has hydrated (a tap before that would be lost).
  const ready = useHydrated();
  const href = productLink(shopUrl, product);
  const lowest = priceRange(product).low;

  return (
    <article className="card sf-card" data-testid="product-card">
      <ShopLink to={href} tabIndex={-1} aria-hidden="true" className="sf-card-image-link">
        <img
          className="sf-card-image"
          src={imageOf(product.image_url)}
          srcSet={srcSetOf(product.image_url)}
          sizes={srcSetOf(product.image_url) && CARD_SIZES}
          alt=""
          width={240}
          height={180}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={fallbackOnError}
        />
      </ShopLink>
      <div className="card-body d-flex flex-column">
        <h2 className="h6 card-title">
          <ShopLink to={href} className="sf-card-title">
            {product.product_name}
          </ShopLink>
        </h2>
        <p className="sf-price mb-2" data-testid="product-price">
          {product.variants.length > 1 ? t('product.from', { price: price(lowest) }) : price(lowest)}
        </p>
        {product.in_stock && isLowStock(product.stock_quantity, threshold) ? (
          <p className="small text-danger fw-semibold mb-2" data-testid="card-only-left">
            {t('product.onlyLeft', { count: product.stock_quantity ?? 0 })}
          </p>
        ) : null}
        <div className="mt-auto">
          {!product.in_stock ? (
            <button type="button" className="btn btn-outline-secondary btn-sm w-100" disabled>
              {t('product.outOfStock')}
            </button>
          ) : product.variants.length > 0 ? (
            <ShopLink
              to={href}
              className="btn btn-outline-primary btn-sm w-100"
              aria-label={t('product.chooseNamed', { name: product.product_name })}
            >
              {t('product.choose')}
            </ShopLink>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-sm w-100"
              aria-label={t('product.addNamed', { name: product.product_name })}
              disabled={!ready}
              data-testid="add-to-cart"
              onClick={() =>
                actions.add(
                  {
                    product_id: product.product_id,
                    product_name: product.product_name,
                    image_url: imageOf(product.image_url),
                    quantity: 1,
                    main_price: product.main_price,
                    selected_variant: [],
                  },
                  product.stock_quantity,
                )
              }
            >
              {t('product.add')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
