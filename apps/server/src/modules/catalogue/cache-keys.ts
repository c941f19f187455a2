import type { CatalogueQuery } from '@vitrine/contracts';

/** The response cache's keys of the public catalogue reads: one place for the service and the invalidation. */
export const catalogueKeys = {
  catalogue: (catalogueUrl: string) => `catalogue:${catalogueUrl}`,
  cataloguePage: (catalogueUrl: string, query: CatalogueQuery) =>
    `catalogue-page:${catalogueUrl}:${query.sort}:${query.category ?? ''}:${query.page}:${query.q}`,
  shop: (catalogueUrl: string) => `shop:${catalogueUrl}`,
  product: (catalogueUrl: string, productId: number) => `product:${catalogueUrl}:${productId}`,
  seo: (shopId: number) => `seo:${shopId}`,
  categories: (shopId: number) => `categories:${shopId}`,
};
