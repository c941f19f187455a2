import type { Product } from '@vitrine/contracts';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { useCartActions } from '../cart/useCartActions';
import type { StorefrontData } from '../layout/useStorefront';
import { productLink } from '../shared/links';
import { type LineStatus, lineKey, linePriceRefreshed, statusOfLine, useShopStore } from '../state';
import { currentUnitPrice, quantityLimit, quantityWithin, unitsLeft } from '../state/cartRules';

/** Cart lines with quantity and remove; lines the fresh catalogue no longer matches are marked. */
export function CartLines({
  data,
  products,
  checked,
  shortages,
}: {
  data: StorefrontData;
  /** The cart's products as the shop has them now (useCartProducts). */
  products: readonly Product[];
  /** Whether `products` has arrived: lines are judged only then. */
  checked: boolean;
  /** Units left per line key, as a refused order (409) said. */
  shortages: Readonly<Record<string, number>>;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const actions = useCartActions(data.shopUrl);
  const store = useShopStore();
  const note: Record<Exclude<LineStatus, 'ok'>, string> = {
    gone: t('checkout.lineGone'),
    priceChanged: t('checkout.linePriceChanged'),
    outOfStock: t('checkout.lineOutOfStock'),
    short: '',
  };
  return (
    <ul className="sf-checkout-lines" data-testid="checkout-lines">
      {data.cart.map((line) => {
        const key = lineKey(line);
        const status = statusOfLine(line, products, checked, shortages[key]);
        const left = unitsLeft(line, products, shortages[key]);
        const newPrice =
          status === 'priceChanged'
            ? currentUnitPrice(
                line,
                products.find((p) => p.product_id === line.product_id),
              )
            : undefined;
        const quantityId = `qty-${key.replace(':', '-')}`;
        return (
          <li
            key={key}
            className={`sf-checkout-line${status === 'ok' ? '' : ' sf-line-warn'}`}
            data-testid="checkout-line"
          >
            <img src={line.image_url} alt="" width={100} height={100} loading="lazy" />
            <div className="flex-grow-1">
              <Link to={productLink(data.shopUrl, line)} className="fw-semibold">
                {line.product_name}
              </Link>
              {line.selected_variant[0] ? (
                <div className="small">{line.selected_variant[0].product_variant_name}</div>
              ) : null}
              <div className="small">{data.price(line.main_price)}</div>
              {status !== 'ok' ? (
                <p className="small text-danger fw-semibold mb-0" data-testid="line-warning">
                  {status === 'short' ? t('checkout.lineShort', { count: left ?? 0 }) : note[status]}
                </p>
              ) : null}
              {status === 'short' && left ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary mt-1"
                  onClick={() => actions.setQuantity(key, left)}
                  data-testid="lower-quantity"
                >
                  {t('checkout.lowerTo', { count: left })}
                </button>
              ) : null}
              {newPrice !== undefined ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary mt-1"
                  onClick={() => store.changeShop(linePriceRefreshed({ shopUrl: data.shopUrl, key, price: newPrice }))}
                  data-testid="accept-price"
                >
                  {t('checkout.useNewPrice', { price: data.price(newPrice) })}
                </button>
              ) : null}
            </div>
            <div className="sf-line-actions">
              <label htmlFor={quantityId} className="visually-hidden">
                {t('checkout.quantityOf', { name: line.product_name })}
              </label>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={quantityLimit(left)}
                className="form-control form-control-sm sf-qty"
                value={line.quantity}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  // The cart never holds more than is left of a tracked item (a cleared box waits for a number).
                  if (value >= 1) actions.setQuantity(key, quantityWithin(value, left));
                }}
                data-testid="line-quantity"
              />
              <span className="fw-semibold sf-line-total">{data.price(line.main_price * line.quantity)}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => actions.remove(key)}
                aria-label={t('cart.removeNamed', { name: line.product_name })}
                data-testid="line-remove"
              >
                <Trash2 aria-hidden="true" size={16} />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
