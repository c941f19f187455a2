/** Product links are written once for server and web (contracts/links.ts). */
export { decodeProductId, encodeProductId, productPath as productLink, productSlug } from '@vitrine/contracts/links';

export const catalogueLink = (shopUrl: string, query = '') => `/${shopUrl}${query ? `?${query}` : ''}`;
export const checkoutLink = (shopUrl: string) => `/${shopUrl}/checkout`;
export const confirmationLink = (shopUrl: string) => `/${shopUrl}/order-confirmation`;

/** Whether a path is a shop's home (`/{shop}`), the page that lists products. */
export const isShopHome = (pathname: string) => /^\/[^/]+\/?$/.test(pathname);
