/** The picture shown when a product has none (spec section 9 lists a default-product asset). */
export const DEFAULT_PRODUCT_IMAGE = '/assets/default-product.svg';
export const imageOf = (url: string | null | undefined) => (url?.trim() ? url : DEFAULT_PRODUCT_IMAGE);

/** Swaps a picture that fails to load for the default one (once). */
export function fallbackOnError(event: React.SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(DEFAULT_PRODUCT_IMAGE)) img.src = DEFAULT_PRODUCT_IMAGE;
}
