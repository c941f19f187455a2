import { z } from 'zod';
import { limits } from './rules.js';

/** Fonts a shop may pick for its header; anything else is refused so no CSS can be smuggled in. */
export const headerFontFamilies = [
  'inherit',
  'Arial, sans-serif',
  'Helvetica, sans-serif',
  'Verdana, sans-serif',
  'Tahoma, sans-serif',
  'Trebuchet MS, sans-serif',
  'Georgia, serif',
  'Times New Roman, serif',
  'Garamond, serif',
  'Courier New, monospace',
  'system-ui, sans-serif',
] as const;

export const headerFontStyles = ['normal', 'italic', 'bold'] as const;

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` with 0–255 channels. */
export const cssColour = z
  .string()
  .max(32)
  .refine(
    (v) =>
      /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v) ||
      /^rgb\(\s*(?:25[0-5]|2[0-4]\d|1?\d?\d)\s*,\s*(?:25[0-5]|2[0-4]\d|1?\d?\d)\s*,\s*(?:25[0-5]|2[0-4]\d|1?\d?\d)\s*\)$/.test(
        v,
      ),
    'Use a colour like #1a2b3c, #abc or rgb(10, 20, 30).',
  );

export const headerTextStyle = z
  .object({
    status: z.boolean(),
    font_family: z.enum(headerFontFamilies),
    font_size: z.number().int().min(limits.headerFontSize.min).max(limits.headerFontSize.max),
    font_color: cssColour,
    font_style: z.enum(headerFontStyles),
  })
  .strict();
export type HeaderTextStyle = z.infer<typeof headerTextStyle>;

export const headerItems = [
  'shop_name',
  'shop_tagline',
  'shop_details',
  'phone_number',
  'shop_email',
  'shop_website',
] as const;
export type HeaderItem = (typeof headerItems)[number];

/** The shop's catalogue header settings (spec section 3, "Header JSON"). */
export const catalogueHeader = z
  .object({
    bg_color: cssColour,
    shop_name: headerTextStyle,
    shop_tagline: headerTextStyle,
    shop_details: headerTextStyle,
    phone_number: headerTextStyle,
    shop_email: headerTextStyle,
    shop_website: headerTextStyle,
  })
  .strict();
export type CatalogueHeader = z.infer<typeof catalogueHeader>;

const text = (font_size: number, font_style: HeaderTextStyle['font_style'] = 'normal'): HeaderTextStyle => ({
  status: true,
  font_family: 'inherit',
  font_size,
  font_color: '#212529',
  font_style,
});

/** What a header shows when a shop has no settings or broken ones. */
export const defaultCatalogueHeader: CatalogueHeader = {
  bg_color: '#ffffff',
  shop_name: text(32, 'bold'),
  shop_tagline: text(18, 'italic'),
  shop_details: text(14),
  phone_number: text(14),
  shop_email: text(14),
  shop_website: text(14),
};

/**
 * Reads header JSON text leniently: each item that is valid is kept, anything
 * broken falls back to the default, so a bad value never breaks the storefront.
 */
export function parseCatalogueHeader(jsonText: string | null | undefined): CatalogueHeader {
  let raw: unknown;
  try {
    raw = jsonText ? JSON.parse(jsonText) : {};
  } catch {
    return defaultCatalogueHeader;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return defaultCatalogueHeader;
  const source = raw as Record<string, unknown>;
  const bg = cssColour.safeParse(source.bg_color);
  const result: CatalogueHeader = {
    ...defaultCatalogueHeader,
    bg_color: bg.success ? bg.data : defaultCatalogueHeader.bg_color,
  };
  for (const item of headerItems) {
    const entry = source[item];
    if (!entry || typeof entry !== 'object') continue;
    const merged = { ...defaultCatalogueHeader[item], ...(entry as object) };
    const parsed = headerTextStyle.safeParse(merged);
    result[item] = parsed.success ? parsed.data : defaultCatalogueHeader[item];
  }
  return result;
}
