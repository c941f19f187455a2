import type { Shop, ShopSeo } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { getShopSeo, shopSeoCall } from '../../../api/storefront';
import { usePeek } from '../shared/serverRender';

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

const metaOf = (shop: Shop, seo?: ShopSeo): PageMeta => ({
  title: seo?.title || shop.shop_name,
  description: seo?.description || shop.shop_tagline,
});

/**
 * Title and meta description from getshopseo (spec section 7), falling back to the shop's own name.
 * A server-rendered page carries the answer: it is used at once, so the page does not render again
 * once it has hydrated (that render held a slow phone's main thread in one task).
 */
export function useShopSeo(shop: Shop): PageMeta {
  const here = usePeek(shopSeoCall(shop.shop_id));
  const [meta, setMetaState] = useState<PageMeta>(() => {
    if (seoCache?.shopId === shop.shop_id) return seoCache.meta;
    return metaOf(shop, here || undefined);
  });
  useEffect(() => {
    if (seoCache?.shopId === shop.shop_id) return;
    let active = true;
    void getShopSeo(shop.shop_id).then((seo) => {
      // No answer (none set, or the call failed): the shop's own name stays.
      if (!active || !seo) return;
      const next = metaOf(shop, seo);
      seoCache = { shopId: shop.shop_id, meta: next };
      setMetaState((current) =>
        current.title === next.title && current.description === next.description ? current : next,
      );
    });
    return () => {
      active = false;
    };
  }, [shop]);
  return meta;
}
