import type {
  CataloguePageResponse,
  Country,
  MasterItem,
  Product,
  ProductCategoriesResponse,
  ProductCategory,
  ProductsResponse,
  PublicProductResponse,
  Shop,
  ShopResponse,
  ShopSeo,
  ShopSeoResponse,
  State,
} from '@vitrine/contracts';
// The view's rules without zod: this module is part of a shop page's first download.
import {
  type CatalogueQuery,
  MAX_PRODUCTS_PER_CALL,
  readCatalogueQuery,
  writeCatalogueQuery,
} from '@vitrine/contracts/catalogue-view';
import { asList, http, isSuccess, requestWithStatus } from './http';

/**
 * The storefront's calls (spec section 7), each reading exactly the field the spec names.
 * Every wrapper answers a tagged result, so a page can tell "this shop does not exist"
 * (show not-found) from "the server could not answer" (show Retry).
 */
export type Loaded<T> = { kind: 'ok'; value: T } | { kind: 'notFound' } | { kind: 'failed' };

/** One page of a catalogue view, as the server cut it. */
export interface CataloguePageData {
  products: Product[];
  total: number;
  page: number;
  pageCount: number;
}

export interface ProductData {
  product: Product;
  related: Product[];
}

const segment = (value: string | number) => encodeURIComponent(String(value));

async function read<T>(path: string): Promise<Loaded<T & { status: string }>> {
  const outcome = await requestWithStatus<T & { status: string }>('GET', path);
  if (!outcome.ok) return outcome.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
  return outcome.body.status === 'success' ? { kind: 'ok', value: outcome.body } : { kind: 'notFound' };
}

/**
 * Answers kept for the page's life, by path: going back to a page, or opening the one that was
 * prefetched, costs no request. A failed answer is dropped so Retry asks again.
 */
const answers = new Map<string, Promise<Loaded<unknown>>>();
function remembered<T>(path: string, load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  let answer = answers.get(path) as Promise<Loaded<T>> | undefined;
  if (!answer) {
    answer = load();
    answers.set(path, answer);
    void answer.then((result) => result.kind === 'failed' && answers.delete(path));
  }
  return answer;
}

/** GET getshop/{catalogue identifier}: the shop without its products (they come a page at a time). */
export function getShop(catalogueUrl: string): Promise<Loaded<Shop>> {
  const path = `getshop/${segment(catalogueUrl)}`;
  return remembered(path, async () => {
    const answer = await read<ShopResponse>(path);
    return answer.kind === 'ok' ? { kind: 'ok', value: answer.value.shop } : answer;
  });
}

/** The address of one catalogue view's page (issue 11: the server filters, sorts and cuts). */
function pagePath(catalogueUrl: string, query: CatalogueQuery): string {
  const params = writeCatalogueQuery(query).toString();
  return `getcataloguepage/${segment(catalogueUrl)}${params ? `?${params}` : ''}`;
}

/** GET getcataloguepage/{catalogue identifier}?q&category&sort&page: one page of products. */
export function getCataloguePage(catalogueUrl: string, query: CatalogueQuery): Promise<Loaded<CataloguePageData>> {
  const path = pagePath(catalogueUrl, query);
  return remembered(path, async () => {
    const answer = await read<CataloguePageResponse>(path);
    if (answer.kind !== 'ok') return answer;
    const { products, total, page, page_count } = answer.value;
    return { kind: 'ok', value: { products: asList(products), total, page, pageCount: page_count } };
  });
}

/** GET getproduct/{catalogue identifier}/{product id}: one product and a few of its category. */
export function getProduct(catalogueUrl: string, productId: number): Promise<Loaded<ProductData>> {
  const path = `getproduct/${segment(catalogueUrl)}/${segment(productId)}`;
  return remembered(path, async () => {
    const answer = await read<PublicProductResponse>(path);
    if (answer.kind !== 'ok') return answer;
    return { kind: 'ok', value: { product: answer.value.product, related: asList(answer.value.related) } };
  });
}

/** GET getproducts/{catalogue identifier}?ids=: a cart's products as they are now (never remembered). */
export async function getProducts(catalogueUrl: string, ids: number[]): Promise<Loaded<Product[]>> {
  if (!ids.length) return { kind: 'ok', value: [] };
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_PRODUCTS_PER_CALL) chunks.push(ids.slice(i, i + MAX_PRODUCTS_PER_CALL));
  const answers = await Promise.all(
    chunks.map((chunk) => read<ProductsResponse>(`getproducts/${segment(catalogueUrl)}?ids=${chunk.join(',')}`)),
  );
  const failed = answers.find((answer) => answer.kind !== 'ok');
  if (failed) return failed as Loaded<Product[]>;
  return {
    kind: 'ok',
    value: answers.flatMap((answer) => (answer.kind === 'ok' ? asList(answer.value.products) : [])),
  };
}

/**
 * Starts the first reads of a shop's page as soon as its address is known (at boot and in the
 * router's loader), in parallel with the page's code: the shop and, on its home, the page of
 * products the address asks for.
 */
export function prefetchShopPage(catalogueUrl: string, search: string | null): void {
  void getShop(catalogueUrl);
  if (search !== null) void getCataloguePage(catalogueUrl, readCatalogueQuery(new URLSearchParams(search)));
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
