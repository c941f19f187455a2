import { couldBeCatalogueUrl } from '@vitrine/contracts';
import { parseStorefrontRead } from '@vitrine/contracts/storefront-reads';
import type { SsrAnswer } from '@vitrine/contracts/storefront-ssr';
import type { CachedBody } from '../../http/response-cache.js';
import type { CatalogueService } from '../catalogue/service.js';

/**
 * The API's answer to one storefront read, by the path the web app asks (`getshop/demo`), from the
 * catalogue service's cache: the server render uses exactly the bytes the API would send, so the
 * browser can take them as its own answers. Null for a 404 or a path that is not a storefront read.
 */
export async function storefrontAnswer(catalogue: CatalogueService, path: string): Promise<SsrAnswer | null> {
  const read = parseStorefrontRead(path);
  const shopUrl = read && 'shopUrl' in read && couldBeCatalogueUrl(read.shopUrl) ? read.shopUrl : null;
  let body: CachedBody | null = null;
  if (read?.read === 'shop' && shopUrl) body = await catalogue.shopBody(shopUrl);
  else if (read?.read === 'cataloguePage' && shopUrl) body = await catalogue.cataloguePage(shopUrl, read.query);
  else if (read?.read === 'product' && shopUrl) body = await catalogue.productBody(shopUrl, read.productId);
  else if (read?.read === 'shopSeo') body = await catalogue.seoBody(read.shopId);
  else if (read?.read === 'categories') body = await catalogue.categoriesBody(read.shopId);
  return body ? { json: body.json.toString('utf8'), etag: body.etag } : null;
}
