import { Minus, Plus, X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import type { StorefrontData } from '../layout/useStorefront';
import { checkoutLink, productLink } from '../shared/links';
import { type CartItem, cartTotal, lineKey, useShopState } from '../state';
import { quantityLimit, quantityWithin, unitsLeft } from '../state/cartRules';
import { useCartActions } from './useCartActions';

/**
 * The open cart dropdown: each line with its product link, − and + (within the order limit and
 * what is left of a tracked item, by the cart page's own rules: cartRules.ts), the subtotal and
 * Checkout. Loaded when the shopper first reaches for the cart, so a shop's first visit does not
 * download it (CartDropdown).
 */
export default function CartPanel({ data, onClose }: { data: StorefrontData; onClose: () => void }) {
  const { t } = useTranslation('storefront');
  const { cart, shopUrl, price } = data;
  if (cart.length === 0) return <p className="mb-0">{t('cart.empty')}</p>;
  return (
    <>
      <ul className="sf-cart-lines">
        {cart.map((line) => (
          <CartPanelLine key={lineKey(line)} line={line} data={data} onClose={onClose} />
        ))}
      </ul>
      <p className="d-flex justify-content-between fw-semibold mb-2" data-testid="cart-subtotal">
        <span>{t('cart.subtotal')}</span>
        <span>{price(cartTotal(cart, data.shop.currency_code))}</span>
      </p>
      <Link to={checkoutLink(shopUrl)} className="btn btn-primary w-100" onClick={onClose} data-testid="cart-checkout">
        {t('cart.checkout')}
      </Link>
    </>
  );
}

function CartPanelLine({ line, data, onClose }: { line: CartItem; data: StorefrontData; onClose: () => void }) {
  const { t } = useTranslation('storefront');
  const actions = useCartActions(data.shopUrl);
  // What the shop's pages have shown of this product: its stock, when tracked.
  const products = useShopState((s) => s.shop.products);
  const key = lineKey(line);
  const left = unitsLeft(line, products);
  const name = line.product_name;
  const change = (by: number) => actions.setQuantity(key, quantityWithin(line.quantity + by, left));
  return (
    <li className="sf-cart-line" data-testid="cart-line">
      <Link to={productLink(data.shopUrl, line)} onClick={onClose} className="sf-cart-line-link">
        <img src={line.image_url} alt="" width={100} height={100} loading="lazy" />
        <span>
          <span className="d-block fw-semibold">{name}</span>
          {line.selected_variant[0] ? (
            <span className="d-block small">{line.selected_variant[0].product_variant_name}</span>
          ) : null}
          <span className="d-block small">{data.price(line.main_price)}</span>
        </span>
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-link sf-icon-button"
        onClick={() => actions.remove(key)}
        aria-label={t('cart.removeNamed', { name })}
      >
        <X aria-hidden="true" size={18} />
      </button>
      <div className="sf-cart-qty">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary sf-icon-button"
          onClick={() => change(-1)}
          disabled={line.quantity <= 1}
          aria-label={t('cart.decrease', { name })}
        >
          <Minus aria-hidden="true" size={16} />
        </button>
        <output aria-label={t('cart.quantityOf', { name })} aria-live="polite" data-testid="cart-line-quantity">
          {line.quantity}
        </output>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary sf-icon-button"
          onClick={() => change(1)}
          disabled={line.quantity >= quantityLimit(left)}
          aria-label={t('cart.increase', { name })}
        >
          <Plus aria-hidden="true" size={16} />
        </button>
        <span className="ms-auto fw-semibold" data-testid="cart-line-total">
          {data.price(line.main_price * line.quantity)}
        </span>
      </div>
    </li>
  );
}
