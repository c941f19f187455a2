const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The tile credit as the HTML Leaflet's attribution control takes: the configured text escaped
 * (it is a setting, never markup), with "OpenStreetMap" linked to its copyright page as OSM asks.
 */
export function attributionHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => entities[c]);
  return escaped.replace(
    'OpenStreetMap',
    '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>',
  );
}
