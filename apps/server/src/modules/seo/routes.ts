import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { shops } from '../../db/schema.js';
import { originOf } from '../../http/origin.js';
import { escapeXml } from '../../lib/escape.js';
import type { CatalogueService } from '../catalogue/service.js';
import { type ModuleContext, SHOP_URLS_TAG } from '../shared/context.js';
import { productPath } from './paths.js';

/** Paths of every active shop and its products, from the catalogue service's cache. */
async function sitemapPaths(context: ModuleContext, catalogue: CatalogueService): Promise<string[]> {
  const rows = await context.db
    .select({ url: shops.shopCatalogueUrl })
    .from(shops)
    .where(eq(shops.status, 'active'))
    .orderBy(shops.id);
  const paths: string[] = [];
  for (const { url } of rows) {
    const found = await catalogue.shopCatalogue(url);
    if (!found) continue;
    paths.push(`/${url}`);
    for (const product of found.products) paths.push(productPath(url, product));
  }
  return paths;
}

/** `/sitemap.xml` lists active shops and their products; `/robots.txt` points to it. */
export const seoRoutes =
  (context: ModuleContext, catalogue: CatalogueService): FastifyPluginAsync =>
  async (app) => {
    app.get('/sitemap.xml', async (request, reply) => {
      // Dropped with any shop's change (the catalogue service invalidates the URL list tag).
      const cached = await context.cache.get('seo:sitemap', [SHOP_URLS_TAG], () => sitemapPaths(context, catalogue));
      const origin = originOf(request, context.config.publicUrl);
      const urls = (cached?.value ?? []).map(
        (path) => `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc></url>`,
      );
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
    });

    app.get('/robots.txt', async (request, reply) => {
      const text = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /shop-profile/\n\nSitemap: ${originOf(request, context.config.publicUrl)}/sitemap.xml\n`;
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
    });
  };
