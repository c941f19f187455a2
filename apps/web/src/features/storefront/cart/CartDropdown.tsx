import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/shop';
import type { StorefrontData } from '../layout/useStorefront';
import { useHydrated } from '../shared/serverRender';

/** The open panel's code (lines, quantities, subtotal) loads when the shopper reaches for the cart, not with the shop. */
const loadPanel = () => import('./CartPanel');
const LazyCartPanel = lazy(loadPanel);
/** Early, on a hint: a failed download is simply asked for again when the panel opens. */
const preloadPanel = () => {
  loadPanel().catch(() => undefined);
};

/**
 * The navbar cart (spec section 2): the badge counts lines; the panel (CartPanel) lists them with
 * 100×100 thumbnails, each linking to its product page, their quantities, the subtotal and a Checkout button.
 * A plain disclosure (button + panel): Escape and a click outside close it.
 */
export function CartDropdown({ data }: { data: StorefrontData }) {
  const { t } = useTranslation('storefront');
  const { cart } = data;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Server HTML: the cart opens once the page has hydrated (its saved lines are the browser's).
  const ready = useHydrated();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

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
        // A pointer over the button or focus on it starts the panel's download before the tap.
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
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
          <Suspense
            fallback={
              <p className="mb-0" role="status">
                {t('cart.opening')}
              </p>
            }
          >
            <LazyCartPanel data={data} onClose={close} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
