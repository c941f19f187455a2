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
import { type CatalogueQuery, MAX_PRODUCTS_PER_CALL, readCatalogueQuery } from '@vitrine/contracts/catalogue-view';
import { storefrontReadPath } from '@vitrine/contracts/storefront-reads';
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

/**
 * API answers the server rendered the page from (`seedAnswers`), by path: the first reads of a
 * server-rendered page are answered from them instead of asking again (null: it answered 404).
 */
const seeded = new Map<string, unknown>();

export function seedAnswers(answers: Record<string, unknown>): void {
  for (const [path, body] of Object.entries(answers)) seeded.set(path, body);
}

async function read<T>(path: string): Promise<Loaded<T & { status: string }>> {
  const known = seeded.get(path) as (T & { status: string }) | null | undefined;
  if (known) return { kind: 'ok', value: known };
  // null: the server found nothing there (a 404) when it rendered the page.
  if (known === null) return { kind: 'notFound' };
  const outcome = await requestWithStatus<T & { status: string }>('GET', path);
  if (!outcome.ok) return outcome.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
  return outcome.body.status === 'success' ? { kind: 'ok', value: outcome.body } : { kind: 'notFound' };
}

/**
 * Answers kept for the page's life, by path: going back to a page, or opening the one that was
 * prefetched, costs no request. A failed answer is dropped so Retry asks again. Settled answers
 * are also kept as values, so a page shown again renders at once (`peek`).
 */
const answers = new Map<string, Promise<Loaded<unknown>>>();
const settled = new Map<string, unknown>();
function remembered<T>(path: string, load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  let answer = answers.get(path) as Promise<Loaded<T>> | undefined;
  if (!answer) {
    answer = load();
    answers.set(path, answer);
    void answer.then((result) => {
      if (result.kind === 'failed') answers.delete(path);
      if (result.kind === 'ok') settled.set(path, result.value);
    });
  }
  return answer;
}

/** One storefront read: where it asks, and how its answer becomes what the page uses. */
export interface StorefrontCall<B, T> {
  path: string;
  view: (body: B) => T;
}

function call<B, T>(path: string, view: (body: B) => T): StorefrontCall<B, T> {
  return { path, view };
}

/** Asks (or reuses) one read. */
function load<B, T>({ path, view }: StorefrontCall<B, T>): Promise<Loaded<T>> {
  return remembered(path, async () => {
    // A seeded answer a render already peeked at: the same value, so nothing renders again for it.
    if (settled.has(path)) return { kind: 'ok', value: settled.get(path) as T };
    const answer = await read<B>(path);
    return answer.kind === 'ok' ? { kind: 'ok', value: view(answer.value) } : answer;
  });
}

/**
 * A read's answer when it is already here, synchronously: the server's answers while it
 * renders (`bodies`), in the browser the seeded or settled ones. A server-rendered page's
 * first render in the browser then matches the HTML it hydrates.
 */
export function peek<B, T>({ path, view }: StorefrontCall<B, T>, bodies?: ReadonlyMap<string, unknown>): T | undefined {
  if (bodies) {
    const body = bodies.get(path);
    return body ? view(body as B) : undefined;
  }
  if (settled.has(path)) return settled.get(path) as T;
  const body = seeded.get(path);
  if (!body) return undefined;
  // Kept, so every read of it (this render, the next, `load`) gets one value: a hydrated page whose
  // read settles with a value of the same identity does not render again, which would hold a slow phone's main thread.
  const value = view(body as B);
  settled.set(path, value);
  return value;
}

/** Whether the server rendered the page knowing this read answers 404 (`bodies` on the server). */
export function peekMissing({ path }: { path: string }, bodies?: ReadonlyMap<string, unknown>): boolean {
  return (bodies ?? seeded).get(path) === null;
}

export const shopCall = (catalogueUrl: string) =>
  call(storefrontReadPath.shop(catalogueUrl), (body: ShopResponse): Shop => body.shop);

/** The address of one catalogue view's page (the server filters, sorts and cuts, so a big shop is never downloaded whole). */
export function cataloguePageCall(catalogueUrl: string, query: CatalogueQuery) {
  return call(
    storefrontReadPath.cataloguePage(catalogueUrl, query),
    ({ products, total, page, page_count }: CataloguePageResponse): CataloguePageData => ({
      products: asList(products),
      total,
      page,
      pageCount: page_count,
    }),
  );
}

export const productCall = (catalogueUrl: string, productId: number) =>
  call(
    storefrontReadPath.product(catalogueUrl, productId),
    (body: PublicProductResponse): ProductData => ({ product: body.product, related: asList(body.related) }),
  );

export const categoriesCall = (shopId: number) =>
  call(storefrontReadPath.categories(shopId), (body: ProductCategoriesResponse): ProductCategory[] =>
    asList(body.product_categories),
  );

/** GET getshop/{catalogue identifier}: the shop without its products (they come a page at a time). */
export const getShop = (catalogueUrl: string): Promise<Loaded<Shop>> => load(shopCall(catalogueUrl));

/** GET getcataloguepage/{catalogue identifier}?q&category&sort&page: one page of products. */
export const getCataloguePage = (catalogueUrl: string, query: CatalogueQuery): Promise<Loaded<CataloguePageData>> =>
  load(cataloguePageCall(catalogueUrl, query));

/** GET getproduct/{catalogue identifier}/{product id}: one product and a few of its category. */
export const getProduct = (catalogueUrl: string, productId: number): Promise<Loaded<ProductData>> =>
  load(productCall(catalogueUrl, productId));

/** GET getproducts/{catalogue identifier}?ids=: a cart's products as they are now (never remembered). */
export async function getProducts(catalogueUrl: string, ids: number[]): Promise<Loaded<Product[]>> {
  if (!ids.length) return { kind: 'ok', value: [] };
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_PRODUCTS_PER_CALL) chunks.push(ids.slice(i, i + MAX_PRODUCTS_PER_CALL));
  const answers = await Promise.all(
    chunks.map((chunk) => read<ProductsResponse>(storefrontReadPath.products(catalogueUrl, chunk))),
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

export const shopSeoCall = (shopId: number) =>
  call(storefrontReadPath.shopSeo(shopId), (body: ShopSeoResponse): ShopSeo | false => body.shop_seo || false);

/** GET getshopseo/{shop id}: the shop's SEO fields, or false when absent (spec section 8). */
export async function getShopSeo(shopId: number): Promise<ShopSeo | false> {
  const answer = await load(shopSeoCall(shopId));
  return answer.kind === 'ok' ? answer.value : false;
}

/** GET getproductcategories/{shop id}. */
export async function getProductCategories(shopId: number): Promise<ProductCategory[] | false> {
  const answer = await load(categoriesCall(shopId));
  return answer.kind === 'ok' ? answer.value : false;
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
