import { PassThrough } from 'node:stream';
import type { ProductCategoriesResponse, ShopResponse } from '@vitrine/contracts';
import { readCatalogueQuery } from '@vitrine/contracts/catalogue-view';
import { decodeProductId } from '@vitrine/contracts/links';
import type { PreparedPage, SsrRequest, StorefrontBoot, StorefrontRenderer } from '@vitrine/contracts/storefront-ssr';
import { Suspense } from 'react';
import { StaticRouter } from 'react-router';
import { cataloguePageCall, categoriesCall, productCall, shopCall, shopSeoCall } from './api/storefront';
import { Spinner } from './components/Spinner';
import { isDoorPath } from './features/doors/paths';
import { parseCatalogueHeader } from './features/storefront/shared/parseHeader';
import { ServerRenderContext } from './features/storefront/shared/serverRender';
import { createShopStore, ShopStoreContext, shopRendered } from './features/storefront/state';
import { TranslatorContext } from './i18n/shop';
import { AppRoutes, routesReady, serverRoutes } from './routes';
import { matchAppRoutes } from './routing/lazyRoutes';
import { renderToPipeableStream } from './ssr/renderStream';
import { serverTranslator } from './ssr/serverI18n';
import { isAccountPath } from './template/accountPaths';

/**
 * The server entry, built with `vite build --ssr` into dist-ssr/ and loaded by the API
 * server: a shop's home and product pages rendered with the app's own route table, from the API's
 * own answers, so the browser hydrates them without asking again. Checkout's frame is rendered too
 * (its cart is the browser's, shown once hydrated); the confirmation and an order's page stay
 * rendered in the browser (they are about this visitor, not the shop). The same element tree
 * as the browser's (App.tsx: `AppRoutes` in a router), its routes' code loaded before rendering.
 */

/** The storefront page an address names, or null when it is not one the server renders. */
function pageOf(
  location: URL,
): { shopUrl: string; kind: 'catalogue' | 'product' | 'checkout'; productId: number | null } | null {
  // The account area's pages join the browser's table later; until then `/login` would match `/:shopUrl`.
  if (isAccountPath(location.pathname)) return null;
  const matches = matchAppRoutes(serverRoutes(), location.pathname);
  const shop = matches?.find((m) => m.route.path === '/:shopUrl');
  const leaf = matches?.at(-1);
  if (!shop?.params.shopUrl || !leaf) return null;
  if (leaf.route.index) return { shopUrl: shop.params.shopUrl, kind: 'catalogue', productId: null };
  if (leaf.route.path?.startsWith('product-detail/')) {
    return { shopUrl: shop.params.shopUrl, kind: 'product', productId: decodeProductId(leaf.params.encodedId) };
  }
  // Checkout's frame (the shop's header, the title): the visitor's cart fills it once hydrated.
  if (leaf.route.path === 'checkout') return { shopUrl: shop.params.shopUrl, kind: 'checkout', productId: null };
  return null;
}

/** Renders to one string (kept by the server for the next visitors): React's stream, read to its end. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}

/** `</script` or `<!--` in owner text must not end the JSON element early. */
const forScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * An owner's door (sign-in, sign-up, forgot password): the same for everyone in a
 * language, so the HTML paints before any script and the browser hydrates it.
 */
function prepareDoor(location: URL, language: SsrRequest['language']): PreparedPage {
  return {
    key: `${language} ${location.pathname}${location.search}`,
    status: 200,
    render: async () => {
      await routesReady(location);
      const html = await renderToString(
        <TranslatorContext.Provider value={serverTranslator(language)}>
          <Suspense fallback={<Spinner fullScreen />}>
            <StaticRouter location={location.pathname + location.search}>
              <AppRoutes />
            </StaticRouter>
          </Suspense>
        </TranslatorContext.Provider>,
      );
      const boot: StorefrontBoot = { language, shopUrl: '', answers: {} };
      return { html, boot: forScript(JSON.stringify(boot)) };
    },
  };
}

async function prepare({ url, language, answer }: SsrRequest): Promise<PreparedPage | null> {
  const location = new URL(url, 'http://vitrine.invalid');
  if (isDoorPath(location.pathname)) return prepareDoor(location, language);
  const page = pageOf(location);
  if (!page) return null;
  const raw = new Map<string, string>();
  const versions: string[] = [];
  const ask = async (path: string) => {
    const found = await answer(path);
    versions.push(`${path}=${found?.etag ?? 'none'}`);
    raw.set(path, found?.json ?? 'null');
    return found;
  };

  const shopRead = shopCall(page.shopUrl);
  const shopAnswer = await ask(shopRead.path);
  const shop = shopAnswer ? shopRead.view(JSON.parse(shopAnswer.json) as ShopResponse) : undefined;
  let found = Boolean(shop);
  if (shop) {
    const reads = [
      ask(categoriesCall(shop.shop_id).path),
      // The page's own tags come from these on a later visit in the app; the first one has them in its HTML.
      ask(shopSeoCall(shop.shop_id).path),
      page.kind === 'catalogue'
        ? ask(cataloguePageCall(page.shopUrl, readCatalogueQuery(location.searchParams)).path)
        : page.kind === 'checkout'
          ? Promise.resolve('shop')
          : page.productId === null
            ? Promise.resolve(null)
            : ask(productCall(page.shopUrl, page.productId).path),
    ];
    const [, , main] = await Promise.all(reads);
    found = Boolean(main);
  }

  return {
    key: `${language} ${location.pathname}${location.search} ${versions.join(' ')}`,
    status: found ? 200 : 404,
    render: async () => {
      const answers = new Map<string, unknown>([...raw].map(([path, json]) => [path, JSON.parse(json)]));
      const store = createShopStore();
      const categoriesRead = shop && categoriesCall(shop.shop_id);
      const categories = categoriesRead && (answers.get(categoriesRead.path) as ProductCategoriesResponse | undefined);
      shopRendered(store, page.shopUrl, shop, categories && categoriesRead.view(categories));
      const header = shop
        ? {
            shopUrl: shop.shop_catalogue_url,
            source: shop.shop_catalogue_header,
            header: parseCatalogueHeader(shop.shop_catalogue_header),
          }
        : undefined;
      await routesReady(location);
      const html = await renderToString(
        <ServerRenderContext.Provider value={{ answers, header }}>
          <TranslatorContext.Provider value={serverTranslator(language)}>
            {/* The same frame as the browser's (main.tsx, App.tsx), so hydration matches it node for node. */}
            <Suspense fallback={<Spinner fullScreen />}>
              <ShopStoreContext.Provider value={store}>
                <StaticRouter location={location.pathname + location.search}>
                  <AppRoutes />
                </StaticRouter>
              </ShopStoreContext.Provider>
            </Suspense>
          </TranslatorContext.Provider>
        </ServerRenderContext.Provider>,
      );
      const boot: StorefrontBoot = {
        language,
        shopUrl: page.shopUrl,
        answers: Object.fromEntries(answers),
      };
      return { html, boot: forScript(JSON.stringify(boot)) };
    },
  };
}

export const renderer: StorefrontRenderer = { prepare };
