import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/shop';

/** Where the account area keeps the session token (features/account/api/tokenStore.ts). */
const TOKEN_KEY = 'vitrine.token';

/**
 * Whether the browser holds an owner's session for this shop: read from the token's claims, not
 * checked (only the server can): it only chooses which hint an empty shop shows, and the link it
 * offers leads to the account area, which asks the server.
 */
export function ownsShop(shopId: number): boolean {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const part = token?.split('.')[1];
    if (!part) return false;
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      shop_id?: unknown;
      role?: unknown;
      exp?: unknown;
    };
    const fresh = typeof claims.exp !== 'number' || claims.exp * 1000 > Date.now();
    return claims.role === 'owner' && claims.shop_id === shopId && fresh;
  } catch {
    return false;
  }
}

/**
 * A shop without products: shoppers read that it is coming soon; its owner, signed in
 * on this browser, is told what to do next. Decided after hydration, so the server's HTML (the
 * shoppers' text) is what every first paint shows.
 */
export function EmptyShop({ shopId }: { shopId: number }) {
  const { t } = useTranslation('storefront');
  const [owner, setOwner] = useState(false);
  useEffect(() => setOwner(ownsShop(shopId)), [shopId]);
  if (!owner) return <p className="mb-2">{t('catalogue.empty')}</p>;
  return (
    <div data-testid="owner-empty">
      <p className="mb-3">{t('catalogue.ownerEmpty')}</p>
      <a className="btn btn-primary me-2 mb-2" href="/account/products/new">
        {t('catalogue.ownerAddProduct')}
      </a>
      <a className="btn btn-outline-primary mb-2" href="/dashboard">
        {t('catalogue.ownerSetupGuide')}
      </a>
    </div>
  );
}
