import { ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import type { StorefrontData } from '../layout/useStorefront';
import { checkoutLink, productLink } from '../shared/links';
import { useHydrated } from '../shared/serverRender';
import { lineKey } from '../state';
import { useCartActions } from './useCartActions';

/**
 * The navbar cart (spec section 2): the badge counts lines; the panel lists them with
 * 100×100 thumbnails, each linking to its product page, and a Checkout button.
 * A plain disclosure (button + panel): Escape and a click outside close it.
 */
export function CartDropdown({ data }: { data: StorefrontData }) {
  const { t } = useTranslation('storefront');
  const { cart, shopUrl, price } = data;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Server HTML: the cart opens once the page has hydrated (its saved lines are the browser's).
  const ready = useHydrated();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const actions = useCartActions(shopUrl);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="sf-cart" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary sf-cart-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        disabled={!ready}
        data-testid="cart-button"
      >
        <ShoppingCart aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('cart.title')}</span>
        <span className="badge rounded-pill bg-primary sf-cart-badge" data-testid="cart-badge">
          {cart.length}
          <span className="visually-hidden"> {t('cart.lines', { count: cart.length })}</span>
        </span>
      </button>
      {open ? (
        <section id={panelId} className="sf-cart-panel shadow" aria-label={t('cart.title')} data-testid="cart-panel">
          <h2 className="h6 mb-2">{t('cart.title')}</h2>
          {cart.length === 0 ? (
            <p className="mb-0">{t('cart.empty')}</p>
          ) : (
            <>
              <ul className="sf-cart-lines">
                {cart.map((line) => (
                  <li key={lineKey(line)} className="sf-cart-line">
                    <Link to={productLink(shopUrl, line)} onClick={close} className="sf-cart-line-link">
                      <img src={line.image_url} alt="" width={100} height={100} loading="lazy" />
                      <span>
                        <span className="d-block fw-semibold">{line.product_name}</span>
                        {line.selected_variant[0] ? (
                          <span className="d-block small">{line.selected_variant[0].product_variant_name}</span>
                        ) : null}
                        <span className="d-block small">
                          {line.quantity} × {price(line.main_price)}
                        </span>
                      </span>
                    </Link>
                    <button
                      type="button"
                      className="btn btn-sm btn-link sf-icon-button"
                      onClick={() => actions.remove(lineKey(line))}
                      aria-label={t('cart.removeNamed', { name: line.product_name })}
                    >
                      <X aria-hidden="true" size={18} />
                    </button>
                  </li>
                ))}
              </ul>
              <Link
                to={checkoutLink(shopUrl)}
                className="btn btn-primary w-100"
                onClick={close}
                data-testid="cart-checkout"
              >
                {t('cart.checkout')}
              </Link>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
