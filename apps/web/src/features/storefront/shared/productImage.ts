/** The picture shown when a product has none (spec section 9 lists a default-product asset). */
export const DEFAULT_PRODUCT_IMAGE = '/assets/default-product.svg';
export const imageOf = (url: string | null | undefined) => (url?.trim() ? url : DEFAULT_PRODUCT_IMAGE);

/** Swaps a picture that fails to load for the default one (once). */
export function fallbackOnError(event: React.SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src.endsWith(DEFAULT_PRODUCT_IMAGE)) return;
  // A srcset wins over src: it goes too.
  img.removeAttribute('srcset');
  img.src = DEFAULT_PRODUCT_IMAGE;
}

/**
 * The narrower sibling of an uploaded picture: the server stores each upload at 320, 640 and
 * (when the original is that wide) 1280 pixels and hands out the 640 one, so a 640 URL always has
 * a 320 sibling. A phone's two-column grid then downloads a quarter of the bytes.
 */
export function srcSetOf(url: string | null | undefined): string | undefined {
  const match = url ? /^(.*\/media\/\d+\/[A-Za-z0-9_-]+)-640\.webp$/.exec(url) : null;
  return match ? `${match[1]}-320.webp 320w, ${url} 640w` : undefined;
}

/** The card's width in the catalogue grid (two, three, then four columns; see _storefront-layout.scss). */
export const CARD_SIZES = '(min-width: 1200px) 270px, (min-width: 992px) 22vw, (min-width: 768px) 30vw, 48vw';
