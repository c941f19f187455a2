/**
 * How long a shared cache in front (deploy/nginx.conf's micro-cache, a CDN) may answer a public
 * read or a shop page without asking an instance. One second takes a burst of shoppers off the
 * instances while an owner's edit still shows within two (nginx counts whole seconds).
 */
export const SHARED_CACHE_SECONDS = 1;

/**
 * Browsers revalidate every time (a 304 of a few bytes when nothing changed), so a shopper's
 * reload shows an owner's edit at once when it reaches an instance; a shared cache holds the
 * answer SHARED_CACHE_SECONDS. The server-side cache is what edits invalidate.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`;
