import type { CatalogueHeader, HeaderTextStyle } from '@vitrine/contracts';
import type { CSSProperties } from 'react';

export type { CatalogueHeader };

/**
 * Turns one header text entry into inline styles. Spec section 3: `bold` becomes a font
 * weight, any other value a font style. Entries come from the shared `parseCatalogueHeader`
 * (allow-listed fonts, checked colours, bounded sizes), so nothing else reaches CSS.
 */
export function textStyle(entry: HeaderTextStyle): CSSProperties {
  return {
    fontFamily: entry.font_family,
    fontSize: `${entry.font_size}px`,
    color: entry.font_color,
    ...(entry.font_style === 'bold' ? { fontWeight: 700 } : { fontStyle: entry.font_style }),
  };
}
