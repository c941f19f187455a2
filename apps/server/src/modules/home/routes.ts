import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shops } from '../../db/schema.js';
import { demoShops } from '../../db/seed/demo.js';
import { CompressedPages } from '../../http/compressed-pages.js';
import type { CatalogueService } from '../catalogue/service.js';
import { preferredLanguage } from '../seo/assets.js';
import type { ShareCards } from '../share-cards/service.js';
import { type ModuleContext, SHOP_URLS_TAG } from '../shared/context.js';
import { type HomeShop, renderHomePage } from './page.js';

/**
 * Which shops the home page lists: those whose owners chose it (`listed_on_home`), and, on a
 * server that seeds the demo data, the demo shops. Only active shops, oldest first.
 */
export async function listedShopUrls(context: ModuleContext): Promise<string[]> {
  const chosen: SQL[] = [eq(shops.listedOnHome, true)];
  if (context.config.seedDemo) {
    chosen.push(
      inArray(
        shops.shopCatalogueUrl,
        demoShops.map((s) => s.shop.shopCatalogueUrl),
      ),
    );
  }
  const rows = await context.db
    .select({ url: shops.shopCatalogueUrl })
    .from(shops)
    .where(and(eq(shops.status, 'active'), or(...chosen)))
    .orderBy(asc(shops.id))
    .limit(60);
  return rows.map((r) => r.url);
}

/**
 * `/`: the home page, written by the server in the visitor's language (their remembered choice,
 * else Accept-Language) with no script. Each language's page is kept in the public-read cache
 * under the shop-URL tag, which every shop's change drops, so an edit, a new listing or a
 * suspension shows on the next visit.
 */
export function registerHome(
  app: FastifyInstance,
  context: ModuleContext,
  catalogue: CatalogueService,
  cards: ShareCards,
  originOf: (request: FastifyRequest) => string,
): void {
  const pages = new CompressedPages(16);
  const render = async (language: ReturnType<typeof preferredLanguage>, origin: string) => {
    const listed: HomeShop[] = [];
    for (const url of await listedShopUrls(context)) {
      const shop = (await catalogue.shopBody(url))?.value.shop;
      if (!shop) continue;
      listed.push({
        url: shop.shop_catalogue_url,
        name: shop.shop_name,
        tagline: shop.shop_tagline,
        city: shop.shop_city,
        card: cards.shopCard(shop, origin).url,
      });
    }
    return { html: renderHomePage(language, origin, listed) };
  };
  app.get('/', async (request, reply) => {
    const language = preferredLanguage(request.headers['accept-language'], request.headers.cookie);
    const origin = originOf(request);
    const cached = await context.cache.get(`home:${language}:${origin}`, [SHOP_URLS_TAG], () =>
      render(language, origin),
    );
    const html = cached?.value.html ?? (await render(language, origin)).html;
    // The language follows the visitor's headers: shared caches keep one copy per language and cookie.
    reply.header('vary', 'accept-language, cookie');
    return pages.send(request, reply, 200, html, 'revalidate');
  });
}
