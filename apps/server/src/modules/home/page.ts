import type { Language } from '@vitrine/contracts';
import { escapeHtml } from '../../lib/escape.js';
import { headTags } from '../seo/render.js';
import { homeStrings } from './strings.js';

/** One listed shop as its card shows it; every text is the owner's, escaped where it lands. */
export interface HomeShop {
  url: string;
  name: string;
  tagline: string;
  city: string;
  /** The shop's share card (absolute URL, 1200×630 JPEG). */
  card: string;
}

const ogLocales = { en: 'en_US', de: 'de_DE', fr: 'fr_FR', pt: 'pt_PT' } as const;

/**
 * The page's own styles, inline (one request, no script): the storefront's primary colour, light
 * and dark by the visitor's system setting, one column on a phone and a grid of cards beyond.
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#f8f8f8;--fg:#2f2b3d;--muted:#5f6770;--card:#fff;--line:#e3e1ea;--primary:#5e50ee;--on-primary:#fff;--link:#4b3fd6}
@media (prefers-color-scheme:dark){:root{--bg:#1f2130;--fg:#e8e8f0;--muted:#b4b7c7;--card:#2a2d40;--line:#3b3f57;--primary:#5e50ee;--on-primary:#fff;--link:#b3acff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--link)}
.wrap{max-width:1080px;margin:0 auto;padding:0 1.25rem}
header.top{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:1rem 0}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.25rem;color:var(--fg);text-decoration:none}
.brand img{width:32px;height:32px}
.hero{padding:2.5rem 0 2rem}
h1{font-size:clamp(1.75rem,5vw,2.6rem);line-height:1.2;margin:0 0 1rem;max-width:22ch}
.lead{font-size:1.125rem;color:var(--muted);max-width:60ch;margin:0 0 1.25rem}
.points{margin:0 0 1.75rem;padding-left:1.25rem;max-width:62ch}
.points li{margin:.35rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.7rem 1.4rem;border-radius:.5rem;font-weight:600;text-decoration:none;border:2px solid var(--primary)}
.btn-primary{background:var(--primary);color:var(--on-primary)}
.btn-outline{color:var(--link);border-color:var(--line);background:var(--card)}
.btn:focus-visible,.shop:focus-visible{outline:3px solid var(--link);outline-offset:2px}
h2{font-size:1.4rem;margin:1.5rem 0 1rem}
.shops{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.shop{display:block;height:100%;background:var(--card);border:1px solid var(--line);border-radius:.75rem;overflow:hidden;color:var(--fg);text-decoration:none}
.shop:hover{border-color:var(--primary)}
.shop img{display:block;width:100%;height:auto;aspect-ratio:1200/630;object-fit:cover;background:var(--line)}
.shop .body{padding:.85rem 1rem 1rem}
.shop h3{margin:0 0 .25rem;font-size:1.1rem;color:var(--link)}
.shop p{margin:0;color:var(--muted);font-size:.95rem}
footer{margin:2.5rem 0 2rem;padding-top:1.25rem;border-top:1px solid var(--line);color:var(--muted)}
`
  .trim()
  .replace(/\n/g, '');

function shopCard(shop: HomeShop, index: number): string {
  const lines = [shop.tagline, shop.city].filter(Boolean).map((text) => `<p>${escapeHtml(text)}</p>`);
  // The first row paints at once; the rest wait until they are near the screen.
  const loading = index < 3 ? 'eager' : 'lazy';
  return `<li><a class="shop" href="/${encodeURIComponent(shop.url)}"><img src="${escapeHtml(shop.card)}" alt="" width="1200" height="630" loading="${loading}" decoding="async" /><div class="body"><h3>${escapeHtml(shop.name)}</h3>${lines.join('')}</div></a></li>`;
}

/**
 * The home page at `/`: what Vitrine gives a shop, the listed shops as cards linking to
 * each, and the ways in (open a shop, sign in). Plain HTML and inline CSS: no script at all.
 */
export function renderHomePage(language: Language, origin: string, shops: HomeShop[]): string {
  const t = homeStrings[language];
  const canonical = new URL('/', origin).toString();
  const head = headTags({
    title: t.title,
    description: t.description,
    canonical,
    ogType: 'website',
    siteName: 'Vitrine',
    locale: ogLocales[language],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Vitrine',
      url: canonical,
      description: t.description,
      inLanguage: language,
    },
  });
  const listed = shops.length
    ? `<section aria-labelledby="shops-heading"><h2 id="shops-heading">${escapeHtml(t.shopsHeading)}</h2><ul class="shops" data-testid="home-shops">${shops.map(shopCard).join('')}</ul></section>`
    : '';
  return `<!doctype html>
<html lang="${language}" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#5e50ee" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${head}
    <style>${STYLE}</style>
  </head>
  <body>
    <div class="wrap">
      <header class="top">
        <a class="brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32" />Vitrine</a>
        <a class="btn btn-outline" href="/login">${escapeHtml(t.signIn)}</a>
      </header>
      <main>
        <section class="hero">
          <h1>${escapeHtml(t.title)}</h1>
          <p class="lead">${escapeHtml(t.lead)}</p>
          <ul class="points">${t.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
          <div class="actions">
            <a class="btn btn-primary" href="/pages/register">${escapeHtml(t.openShop)}</a>
            <a class="btn btn-outline" href="/login">${escapeHtml(t.signIn)}</a>
          </div>
        </section>
        ${listed}
      </main>
      <footer><p>${escapeHtml(t.ownersNote)}</p></footer>
    </div>
  </body>
</html>
`;
}
