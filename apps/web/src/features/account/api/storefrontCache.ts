import type { AccountShopResponse } from '@vitrine/contracts';
import { storefrontReadPath } from '@vitrine/contracts/storefront-reads';
import { apiBase, apiHeaders } from '../../../api/base';
import { owner } from './ownerClient';
import { tokenStore } from './tokenStore';

/** The signed-in owner's shop as last read from the account API. */
let knownShop: { url: string; id: number; token: string | null } | null = null;

export function rememberShop(url: string, id: number) {
  knownShop = { url, id, token: tokenStore.get() };
}

/**
 * Public catalogue reads may be cached by the browser for a few seconds (Cache-Control on
 * getcatalogue and friends). After an owner saves something the catalogue shows, the same
 * reads are fetched once with `cache: 'reload'`, which stores the fresh answers in the
 * browser's cache: the owner's next look at the storefront shows the change at once.
 */
export async function refreshStorefront(): Promise<void> {
  if (knownShop?.token !== tokenStore.get()) knownShop = null;
  if (!knownShop) {
    const result = await owner.get<AccountShopResponse>('account/shop');
    if (!result.ok) return;
    rememberShop(result.data.shop.shop_catalogue_url, result.data.shop.shop_id);
  }
  if (!knownShop) return;
  const base = apiBase();
  // The reads a shop page makes (api/storefront.ts): the shop, its first page of products, and the
  // older whole-catalogue read that other clients may still use.
  const paths = [
    storefrontReadPath.shop(knownShop.url),
    storefrontReadPath.cataloguePage(knownShop.url),
    storefrontReadPath.catalogue(knownShop.url),
    storefrontReadPath.categories(knownShop.id),
    storefrontReadPath.shopSeo(knownShop.id),
  ];
  await Promise.all(
    paths.map((path) =>
      fetch(`${base}/${path}`, { headers: apiHeaders(), cache: 'reload' }).then(
        (r) => r.body?.cancel(),
        () => undefined,
      ),
    ),
  );
}
