import '../../../styles/storefront.scss';
import { useEffect } from 'react';
import { Link, Outlet, useParams } from 'react-router';
import { Toasts } from '../../../components/toasts/Toasts';
import { useTranslation } from '../../../i18n/shop';
import { loadCatalogue, useShopState, useShopStore } from '../state';
import { CatalogueSkeleton } from './CatalogueSkeleton';
import { ShopFooter } from './ShopFooter';
import { ShopNavbar } from './ShopNavbar';
import { useShopSeo } from './useShopSeo';
import { useStorefront } from './useStorefront';

/**
 * The shell of every page of one shop: loads the catalogue once (spec section 4), then
 * shows the navbar, the page and the footer. Unknown shop → not-found; a failed call →
 * a message with Retry.
 */
export default function StorefrontLayout() {
  const { shopUrl = '' } = useParams();
  const store = useShopStore();
  // Read apart, so a cart change does not render the layout again.
  const status = useShopState((s) => s.shop.status);
  const requested_url = useShopState((s) => s.shop.requested_url);
  const { t } = useTranslation('storefront');

  useEffect(() => {
    void loadCatalogue(store, shopUrl);
  }, [store, shopUrl]);

  const current = requested_url === shopUrl;
  let body: React.ReactNode;
  if (current && status === 'ready') body = <ReadyShop />;
  else if (current && status === 'notFound') body = <ShopNotFound />;
  else if (current && status === 'failed') {
    body = (
      <main className="container py-5" id="main">
        <div className="alert alert-warning" role="alert" data-testid="catalogue-error">
          <h1 className="h5">{t('state.failedTitle')}</h1>
          <p>{t('state.failedText')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void loadCatalogue(store, shopUrl, true)}>
            {t('state.retry')}
          </button>
        </div>
      </main>
    );
  } else body = <CatalogueSkeleton label={t('state.loading')} />;

  return (
    <div className="sf-root">
      <a href="#main" className="sf-skip-link">
        {t('nav.skip')}
      </a>
      {body}
      <Toasts />
    </div>
  );
}

function ReadyShop() {
  const data = useStorefront();
  const meta = useShopSeo(data.shop);
  return (
    <>
      <ShopNavbar data={data} />
      <Outlet context={meta} />
      <ShopFooter data={data} />
    </>
  );
}

function ShopNotFound() {
  const { t } = useTranslation('storefront');
  useEffect(() => {
    document.title = t('state.notFoundTitle');
  }, [t]);
  return (
    <main className="container py-5 sf-narrow" id="main" data-testid="shop-not-found">
      <h1 className="h3">{t('state.notFoundTitle')}</h1>
      <p>{t('state.notFoundText')}</p>
      <Link to="/" className="btn btn-primary">
        {t('state.home')}
      </Link>
    </main>
  );
}
