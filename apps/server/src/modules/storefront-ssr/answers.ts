import { couldBeCatalogueUrl } from '@vitrine/contracts';
import { readCatalogueQuery } from '@vitrine/contracts/catalogue-view';
import type { SsrAnswer } from '@vitrine/contracts/storefront-ssr';
import type { CachedBody } from '../../http/response-cache.js';
import type { CatalogueService } from '../catalogue/service.js';

const id = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

function decoded(segment: string): string | null {
  try {
    const text = decodeURIComponent(segment);
    return couldBeCatalogueUrl(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * The API's answer to one storefront read, by the path the web app asks (`getshop/demo`), from the
 * catalogue service's cache: the server render uses exactly the bytes the API would send, so the
 * browser can take them as its own answers. Null for a 404 or a path that is not a storefront read.
 */
export async function storefrontAnswer(catalogue: CatalogueService, path: string): Promise<SsrAnswer | null> {
  const url = new URL(path, 'http://api.invalid/');
  const [call, first, second] = url.pathname.slice(1).split('/');
  let body: CachedBody | null = null;
  if (call === 'getshop' && first) {
    const shopUrl = decoded(first);
    body = shopUrl ? await catalogue.shopBody(shopUrl) : null;
  } else if (call === 'getcataloguepage' && first) {
    const shopUrl = decoded(first);
    body = shopUrl ? await catalogue.cataloguePage(shopUrl, readCatalogueQuery(url.searchParams)) : null;
  } else if (call === 'getproduct' && first && second) {
    const shopUrl = decoded(first);
    const productId = id(second);
    body = shopUrl && productId ? await catalogue.productBody(shopUrl, productId) : null;
  } else if (call === 'getshopseo' && first) {
    const shopId = id(first);
    body = shopId ? await catalogue.seoBody(shopId) : null;
  } else if (call === 'getproductcategories' && first) {
    const shopId = id(first);
    body = shopId ? await catalogue.categoriesBody(shopId) : null;
  }
  return body ? { json: body.json.toString('utf8'), etag: body.etag } : null;
}
