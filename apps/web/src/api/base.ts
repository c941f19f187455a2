/** Where the API lives and what every call carries; shared by the storefront helper and the owner client. */

/**
 * The api-key the server wrote into the page (`<meta name="vitrine-api-key">`, see the server's
 * web-app.ts), so one build serves any configuration; the development key where no server wrote one.
 */
export function runtimeApiKey(doc: Document | undefined = typeof document === 'undefined' ? undefined : document) {
  return doc?.querySelector<HTMLMetaElement>('meta[name="vitrine-api-key"]')?.content || 'vitrine-dev-key';
}

export const API_KEY: string = runtimeApiKey();

/**
 * TEMPLATE_DEMO as the server wrote it (`<meta name="vitrine-template-demo">`): off hides the
 * template's demo apps and never loads their mock. On where no server wrote it (development).
 */
export function templateDemoEnabled(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
) {
  return doc?.querySelector<HTMLMetaElement>('meta[name="vitrine-template-demo"]')?.content !== 'off';
}

export interface MapTileSettings {
  /** A Leaflet URL template with {z}, {x}, {y}. */
  url: string;
  /** Plain text shown in the map's corner. */
  attribution: string;
}

/** OpenStreetMap's tiles and credit: the server's defaults, used where no server wrote the settings. */
const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/**
 * MAP_TILE_URL and MAP_TILE_ATTRIBUTION as the server wrote them (`<meta name="vitrine-map-tile-url">`,
 * `<meta name="vitrine-map-tile-attribution">`): the map pages' tile template and its credit.
 */
export function mapTileSettings(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): MapTileSettings {
  const meta = (name: string) => doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return {
    url: meta('vitrine-map-tile-url') || OSM_TILES.url,
    attribution: meta('vitrine-map-tile-attribution') || OSM_TILES.attribution,
  };
}

/**
 * The spec's base rule: the configured base (VITE_API_BASE, default `/api`) loses a
 * leading `www.` on its host when the page itself was opened without `www.`.
 */
export function apiBase(configured: string = import.meta.env.VITE_API_BASE ?? '/api', pageOrigin?: string): string {
  const origin = pageOrigin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  if (!/^https?:\/\//.test(configured) || !origin) return configured.replace(/\/$/, '');
  const base = new URL(configured);
  const page = new URL(origin);
  if (base.hostname.startsWith('www.') && !page.hostname.startsWith('www.')) base.hostname = base.hostname.slice(4);
  return base.toString().replace(/\/$/, '');
}

export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { Accept: 'application/json', 'api-key': API_KEY, ...extra };
}
