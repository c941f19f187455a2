import type {
  CatalogueResponse,
  Country,
  MasterItem,
  Product,
  ProductCategoriesResponse,
  ProductCategory,
  Shop,
  ShopSeo,
  ShopSeoResponse,
  State,
} from '@vitrine/contracts';
import { asList, http, isSuccess, requestWithStatus } from './http';

/**
 * The storefront's calls (spec section 7), each reading exactly the field the spec names.
 * Every wrapper answers a tagged result, so a page can tell "this shop does not exist"
 * (show not-found) from "the server could not answer" (show Retry).
 */
export type Loaded<T> = { kind: 'ok'; value: T } | { kind: 'notFound' } | { kind: 'failed' };

export interface Catalogue {
  shop: Shop;
  products: Product[];
}

const segment = (value: string | number) => encodeURIComponent(String(value));

let prefetched: { url: string; answer: Promise<Loaded<Catalogue>> } | undefined;

/**
 * Starts loading a catalogue as soon as the route is known (the router's loader), in parallel
 * with the page's code; the next {@link getCatalogue} for that shop takes this answer.
 */
export function prefetchCatalogue(catalogueUrl: string): void {
  if (prefetched?.url === catalogueUrl) return;
  prefetched = { url: catalogueUrl, answer: fetchCatalogue(catalogueUrl) };
}

/** GET getcatalogue/{catalogue identifier}: the first shop entry and the products. */
export function getCatalogue(catalogueUrl: string): Promise<Loaded<Catalogue>> {
  if (prefetched?.url === catalogueUrl) {
    const { answer } = prefetched;
    prefetched = undefined;
    return answer;
  }
  return fetchCatalogue(catalogueUrl);
}

async function fetchCatalogue(catalogueUrl: string): Promise<Loaded<Catalogue>> {
  const outcome = await requestWithStatus<CatalogueResponse>('GET', `getcatalogue/${segment(catalogueUrl)}`);
  if (!outcome.ok) return outcome.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
  const shop = asList(outcome.body.catalogue?.shop)[0];
  if (outcome.body.status !== 'success' || !shop) return { kind: 'notFound' };
  return { kind: 'ok', value: { shop, products: asList(outcome.body.catalogue.products) } };
}

/** GET getshopseo/{shop id}: the shop's SEO fields, or false when absent (spec section 8). */
export async function getShopSeo(shopId: number): Promise<ShopSeo | false> {
  const body = await http.get<ShopSeoResponse>(`getshopseo/${segment(shopId)}`);
  return isSuccess(body) && body.shop_seo ? body.shop_seo : false;
}

/** GET getproductcategories/{shop id}. */
export async function getProductCategories(shopId: number): Promise<ProductCategory[] | false> {
  const body = await http.get<ProductCategoriesResponse>(`getproductcategories/${segment(shopId)}`);
  return isSuccess(body) ? asList(body.product_categories) : false;
}

type MasterAnswer<K extends string, T> = { status: string } & { [key in K]: T[] | Record<string, T> };

/** GET getmaster/{type}: reads the field named by the type. */
export async function getMaster<T = MasterItem>(type: 'country_list' | 'delivery_types'): Promise<T[] | false> {
  const body = await http.get<MasterAnswer<typeof type, T>>(`getmaster/${type}`);
  return isSuccess(body) ? asList(body[type]) : false;
}

export const getCountries = () => getMaster<Country>('country_list');
export const getDeliveryTypes = () => getMaster<MasterItem>('delivery_types');

/** GET getmaster/state_list/{country id}. */
export async function getStates(countryId: number): Promise<State[] | false> {
  const body = await http.get<MasterAnswer<'state_list', State>>(`getmaster/state_list/${segment(countryId)}`);
  return isSuccess(body) ? asList(body.state_list) : false;
}

/** POST reportshop: success only when the answer's status is "success" (spec section 8). */
export async function reportShop(shopId: number, message: string): Promise<boolean> {
  const text = message.trim();
  const body = await http.post<{ status: string }>(
    'reportshop',
    text ? { shop_id: shopId, message: text } : { shop_id: shopId },
  );
  return isSuccess(body);
}
