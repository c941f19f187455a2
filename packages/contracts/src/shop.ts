import { z } from 'zod';
import { paymentMethods } from './checkout-rules.js';
import { deliveryRules } from './delivery.js';
import { reservedCatalogueUrls } from './route-registry.js';
import { catalogueUrlPattern, fieldRules } from './rules.js';

export { reservedCatalogueUrls } from './route-registry.js';

/**
 * Whether text could name a shop at all. Public reads (the API and the /{shop} page) answer
 * anything else "not found" without touching the database or the cache.
 */
export const couldBeCatalogueUrl = (text: string) => text.length <= 100 && catalogueUrlPattern.test(text);

/**
 * The one spelling of the shop address `text` names, or null when it could name no shop. Addresses
 * are lower case and phone keyboards capitalise what is typed, so every case of an address is the
 * same shop's: pages answer 301 to this spelling, the API's reads answer for it.
 */
export function catalogueUrlOf(text: string): string | null {
  const lower = text.toLowerCase();
  return couldBeCatalogueUrl(lower) ? lower : null;
}

export const catalogueUrlSchema = z
  .string()
  .min(fieldRules.catalogueUrl.min, `Use at least ${fieldRules.catalogueUrl.min} characters.`)
  .max(fieldRules.catalogueUrl.max, `Use at most ${fieldRules.catalogueUrl.max} characters.`)
  .regex(fieldRules.catalogueUrl.pattern, 'Use lowercase letters, digits and single dashes only.')
  .refine((v) => !reservedCatalogueUrls.includes(v), 'This address is reserved.');

export const shopImage = z.object({
  image_url: z.string(),
  image_type: z.string(),
});
export type ShopImage = z.infer<typeof shopImage>;

/** The shop as the catalogue call returns it (spec section 3). */
export const shop = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  shop_tagline: z.string(),
  shop_add_line1: z.string(),
  shop_add_line2: z.string(),
  shop_city: z.string(),
  shop_state_id: z.number().int().nullable(),
  shop_state_name: z.string(),
  shop_country_id: z.number().int().nullable(),
  shop_country_name: z.string(),
  shop_postal_code: z.string(),
  mobile_phone_primary: z.string(),
  shop_email: z.string(),
  shop_website: z.string(),
  shop_images: z.array(shopImage),
  shop_catalogue_url: z.string(),
  shop_settings: z.string(),
  /** JSON text of a {@link catalogueHeader}. */
  shop_catalogue_header: z.string(),
  currency_code: z.string(),
  business_category_id: z.number().int().nullable(),
  /** "Only N left" shows at or below this many units. */
  low_stock_threshold: z.number().int(),
  /** How the shop hands orders over, amounts in its currency (what a cart needs to price delivery). */
  delivery: deliveryRules,
  /** The ways to pay the checkout offers: `cod` always, `upi` or `pix` where the owner set a key. */
  payment_methods: z.array(z.enum(paymentMethods)),
});
export type Shop = z.infer<typeof shop>;
