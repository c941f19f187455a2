import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Link, useOutletContext } from 'react-router';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { applyPageMeta, type PageMeta } from '../layout/useShopSeo';
import { useStorefront } from '../layout/useStorefront';
import { catalogueLink } from '../shared/links';
import { useHydrated } from '../shared/serverRender';
import { anyCartHasLines } from '../state';

/** The checkout of a cart with lines, once its code is in (rendered without suspending then). */
let LoadedCartCheckout: ComponentType | null = null;
const loadCartCheckout = () =>
  import('./CartCheckout').then((module) => {
    LoadedCartCheckout = module.default;
    return module;
  });
const LazyCartCheckout = lazy(loadCartCheckout);

/**
 * The route waits for the form's code as well when this browser holds a cart with lines (nearly
 * every visit to checkout), so no second wait follows the page's. An empty cart (a fresh browser,
 * a shared link, Lighthouse) never downloads the form, its schema and their libraries.
 */
export async function preloadForCart(): Promise<void> {
  if (anyCartHasLines()) await loadCartCheckout();
}

/**
 * Checkout: the page's frame and an empty cart's answer here; a cart with lines gets the lines,
 * delivery, payment and the customer form (CartCheckout).
 */
export default function CheckoutPage() {
  const data = useStorefront();
  const hydrated = useHydrated();
  const meta = useOutletContext<PageMeta>();
  const { t } = useTranslation(ORDER_NAMESPACE);

  useEffect(
    () => applyPageMeta({ title: `${t('checkout.title')} | ${meta.title}`, description: meta.description }),
    [meta, t],
  );

  // Server HTML (a reload, a shared link) and the render that hydrates it: the page's frame in the
  // shape of the empty cart's, so neither that answer nor a filled cart moves what was painted.
  // Its message is set larger than the empty cart's (in every language), so it stays the page's
  // largest paint when that answer replaces it: the page's LCP is its first paint. It also stands
  // while the form's code is on its way.
  const opening = (
    <main className="container py-5 sf-narrow" id="main" aria-busy="true" data-testid="checkout-opening">
      <h1 className="h3">{t('checkout.title')}</h1>
      <p className="lead" role="status">
        {t('checkout.openingCart')}
      </p>
      <span className="btn btn-primary disabled placeholder col-6 col-sm-4" aria-hidden="true" />
    </main>
  );
  if (!hydrated) return opening;

  if (data.cart.length === 0) {
    return (
      <main className="container py-5 sf-narrow" id="main" data-testid="checkout-empty">
        <h1 className="h3">{t('checkout.title')}</h1>
        <p>{t('checkout.emptyCart')}</p>
        <Link to={catalogueLink(data.shopUrl)} className="btn btn-primary">
          {t('checkout.continue')}
        </Link>
      </main>
    );
  }

  if (LoadedCartCheckout) return <LoadedCartCheckout />;
  return (
    <Suspense fallback={opening}>
      <LazyCartCheckout />
    </Suspense>
  );
}
