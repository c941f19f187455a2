import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { tokenStore } from '../account/api/tokenStore';

/** The admin shell and the analytics dashboard: downloaded only for a visitor who has signed in. */
const SignedInHome = lazy(() => import('../dashboards/SignedInHome'));

const demoShops = [
  { url: 'sunrise-electronics', name: 'Sunrise Electronics' },
  { url: 'corner-bakery', name: 'Corner Bakery' },
  { url: 'bulk-mart', name: 'Bulk Mart' },
];

type Health = 'checking' | 'ok' | 'down';

/**
 * `/`: for a signed-in owner or admin (a stored token) the analytics dashboard in the admin
 * shell, loaded lazily; for everyone else the landing page, kept free of the admin template so
 * it loads as fast as a storefront.
 */
export default function HomePage() {
  const [signedIn] = useState(() => tokenStore.get() !== null);
  if (!signedIn) return <PublicHome />;
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <SignedInHome publicHome={<PublicHome />} />
    </Suspense>
  );
}

/** The demo shops, the way into the account area, and whether the API answers. */
function PublicHome() {
  const { t } = useTranslation();
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    fetch('/api/health', { headers: { Accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ status?: string }>)
      .then((body) => setHealth(body.status === 'success' ? 'ok' : 'down'))
      .catch(() => setHealth('down'));
  }, []);
  const state =
    health === 'checking' ? t('home.apiChecking') : health === 'ok' ? t('home.apiOnline') : t('home.apiDown');
  return (
    <main className="vt-message-page">
      <h1>Vitrine</h1>
      <p>{t('home.tagline')}</p>
      <h2>{t('home.demoShops')}</h2>
      <ul>
        {demoShops.map((s) => (
          <li key={s.url}>
            <Link to={`/${s.url}`}>{s.name}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/login">{t('home.ownerSignIn')}</Link> · <Link to="/pages/register">{t('home.openShop')}</Link>
      </p>
      <p data-testid="api-health" aria-live="polite">
        {t('home.api', { state })}
      </p>
    </main>
  );
}
