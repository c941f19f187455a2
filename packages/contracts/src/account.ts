import { z } from 'zod';
import { dbId, emailAddress, imageUrl, phoneNumber, postalCode, ruleText, shortText, websiteUrl } from './common.js';
import { currencyCodes } from './currency.js';
import { success } from './envelope.js';
import { catalogueHeader } from './header.js';
import { shopImageTypes } from './masters.js';
import { openOrderCap } from './orders.js';
import { fieldRules } from './rules.js';
import { catalogueUrlSchema, shop } from './shop.js';
import { lowStockThreshold } from './stock.js';
import { timeZoneName } from './timeZone.js';

export const shopStatuses = ['active', 'suspended'] as const;
export type ShopStatus = (typeof shopStatuses)[number];

/** The owner's own shop: the public fields plus status and SEO texts. */
export const accountShop = shop.extend({
  status: z.enum(shopStatuses),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  seo_image_url: z.string(),
  /** The owner's pick; null means the default zone of the shop's country. */
  time_zone: z.string().nullable(),
  /** The zone the shop's clock runs on: its pick, else its country's (owner pages show and take times in it). */
  effective_time_zone: z.string(),
  /** See {@link openOrderCap}. */
  open_order_cap: z.number().int(),
  /** The owner chose to show the shop on the home page at `/`; false by default. */
  listed_on_home: z.boolean(),
});
export type AccountShop = z.infer<typeof accountShop>;

export const accountShopResponse = success({ shop: accountShop });
export type AccountShopResponse = z.infer<typeof accountShopResponse>;

/** Blank is allowed for the optional contact fields (the header hides blank lines). */
const orBlank = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/**
 * `PUT /api/account/shop`: a partial update, every field validated on its own.
 * `shop_catalogue_header` is the header settings object (or its JSON text), checked item by item.
 */
export const updateShopRequest = z
  .object({
    shop_name: ruleText(fieldRules.shopName),
    shop_tagline: shortText(200),
    shop_add_line1: shortText(200),
    shop_add_line2: shortText(200),
    shop_city: shortText(100),
    shop_state_id: dbId.nullable(),
    shop_country_id: dbId.nullable(),
    shop_postal_code: orBlank(postalCode),
    mobile_phone_primary: orBlank(phoneNumber),
    shop_email: orBlank(emailAddress),
    shop_website: orBlank(websiteUrl),
    shop_catalogue_url: catalogueUrlSchema,
    currency_code: z.enum(currencyCodes, { error: 'Pick a currency from the list.' }),
    business_category_id: dbId.nullable(),
    shop_catalogue_header: z.union([
      catalogueHeader,
      z
        .string()
        .max(10_000)
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'The header settings are not valid JSON.' });
            return z.NEVER;
          }
        })
        .pipe(catalogueHeader),
    ]),
    shop_images: z
      .array(z.object({ image_url: imageUrl, image_type: z.enum(shopImageTypes) }).strict())
      .max(20, 'Use at most 20 images.'),
    seo_title: shortText(120),
    seo_description: shortText(300),
    seo_keywords: shortText(300),
    seo_image_url: orBlank(imageUrl),
    time_zone: timeZoneName.nullable(),
    low_stock_threshold: lowStockThreshold,
    open_order_cap: openOrderCap,
    listed_on_home: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateShopRequest = z.input<typeof updateShopRequest>;
