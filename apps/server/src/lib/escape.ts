/**
 * Escaping for each place a shop owner's text lands in the server-written HTML. Every value
 * an owner typed (names, descriptions, URLs) goes through exactly one of these.
 */

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text between tags and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEntities[c]);
}

const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '/': '\\u002f',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON inside a `<script>` element (JSON-LD, boot data): `<`, `>`, `/`, `&`, U+2028 and U+2029
 * become \u escapes, so `</script>` or `<!--` in a product name can never end or alter the script,
 * and the result is still valid JSON with the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>/&\u2028\u2029]/g, (c) => scriptEscapes[c]);
}

/** XML text and attribute values (sitemap). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEntities[c].replace('&#39;', '&apos;'));
}
