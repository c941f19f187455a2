import type { Shop } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { getShopSeo } from '../../../api/storefront';

export interface PageMeta {
  title: string;
  description: string;
}

let seoCache: { shopId: number; meta: PageMeta } | undefined;

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Writes the page's title and description (the server already wrote them for the first load). */
export function applyPageMeta(meta: PageMeta) {
  document.title = meta.title;
  if (meta.description) setMeta('description', meta.description);
}

/** Title and meta description from getshopseo (spec section 7), falling back to the shop's own name. */
export function useShopSeo(shop: Shop): PageMeta {
  const fallback: PageMeta = { title: shop.shop_name, description: shop.shop_tagline };
  const [meta, setMetaState] = useState<PageMeta>(seoCache?.shopId === shop.shop_id ? seoCache.meta : fallback);
  useEffect(() => {
    if (seoCache?.shopId === shop.shop_id) return;
    let active = true;
    void getShopSeo(shop.shop_id).then((seo) => {
      if (!active || !seo) return;
      const next = { title: seo.title || shop.shop_name, description: seo.description || shop.shop_tagline };
      seoCache = { shopId: shop.shop_id, meta: next };
      setMetaState(next);
    });
    return () => {
      active = false;
    };
  }, [shop.shop_id, shop.shop_name, shop.shop_tagline]);
  return meta;
}
