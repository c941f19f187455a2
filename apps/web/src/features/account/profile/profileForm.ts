import type { AccountShop, ShopImage, UpdateShopRequest } from '@vitrine/contracts';
import { normaliseWebsite } from '@vitrine/contracts/links';

/** The Edit Account form's values: what the inputs hold (ids as text, '' for none). */
export interface ProfileValues {
  shop_name: string;
  shop_tagline: string;
  shop_add_line1: string;
  shop_add_line2: string;
  shop_city: string;
  shop_country_id: string;
  shop_state_id: string;
  shop_postal_code: string;
  mobile_phone_primary: string;
  shop_email: string;
  shop_website: string;
  shop_catalogue_url: string;
  currency_code: string;
  business_category_id: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  seo_image_url: string;
  /** '' keeps the default zone of the shop's country. */
  time_zone: string;
  /** "Only N left" at or below this many units (whole number as typed). */
  low_stock_threshold: string;
  /** Pending orders one phone may hold in the shop; 0 is no cap (whole number as typed). */
  open_order_cap: string;
  /** Shown among the shops on the home page, if the owner chose to be listed. */
  listed_on_home: boolean;
}

export const textFields = [
  'shop_name',
  'shop_tagline',
  'shop_add_line1',
  'shop_add_line2',
  'shop_city',
  'shop_postal_code',
  'mobile_phone_primary',
  'shop_email',
  'shop_website',
  'shop_catalogue_url',
  'currency_code',
  'seo_title',
  'seo_description',
  'seo_keywords',
  'seo_image_url',
] as const;

const idText = (id: number | null) => (id == null ? '' : String(id));
const idOf = (text: string) => (text === '' ? null : Number(text));

export function toValues(shop: AccountShop): ProfileValues {
  return {
    shop_name: shop.shop_name,
    shop_tagline: shop.shop_tagline,
    shop_add_line1: shop.shop_add_line1,
    shop_add_line2: shop.shop_add_line2,
    shop_city: shop.shop_city,
    shop_country_id: idText(shop.shop_country_id),
    shop_state_id: idText(shop.shop_state_id),
    shop_postal_code: shop.shop_postal_code,
    mobile_phone_primary: shop.mobile_phone_primary,
    shop_email: shop.shop_email,
    shop_website: shop.shop_website,
    shop_catalogue_url: shop.shop_catalogue_url,
    currency_code: shop.currency_code,
    business_category_id: idText(shop.business_category_id),
    seo_title: shop.seo_title,
    seo_description: shop.seo_description,
    seo_keywords: shop.seo_keywords,
    seo_image_url: shop.seo_image_url,
    time_zone: shop.time_zone ?? '',
    low_stock_threshold: String(shop.low_stock_threshold),
    open_order_cap: String(shop.open_order_cap),
    listed_on_home: shop.listed_on_home,
  };
}

/** The PUT body: every field of the form, trimmed, ids as numbers or null. */
export function toRequest(values: ProfileValues, images: AccountShop['shop_images']): UpdateShopRequest {
  const request: UpdateShopRequest = {
    shop_country_id: idOf(values.shop_country_id),
    shop_state_id: idOf(values.shop_state_id),
    business_category_id: idOf(values.business_category_id),
    shop_images: images.map((i) => ({ image_url: i.image_url, image_type: i.image_type as 'logo' })),
  };
  for (const key of textFields) (request as Record<string, unknown>)[key] = values[key].trim();
  request.shop_website = normaliseWebsite(values.shop_website);
  // Sent as chosen; the server names it when the table does not know it.
  request.currency_code = values.currency_code.trim().toUpperCase() as UpdateShopRequest['currency_code'];
  request.time_zone = values.time_zone || null;
  // Sent as typed (a number when it is one): the server names the field when it is not a whole number 0-10000.
  const threshold = values.low_stock_threshold.trim();
  request.low_stock_threshold = (/^\d+$/.test(threshold) ? Number(threshold) : threshold) as number;
  const cap = values.open_order_cap.trim();
  request.open_order_cap = (/^\d+$/.test(cap) ? Number(cap) : cap) as number;
  request.listed_on_home = values.listed_on_home;
  return request;
}

/** The website as the server will store it (the contracts' rule): a bare host gains `https://`. */
export const websiteAsSaved = (text: string): string => normaliseWebsite(text);

/** Whether two picture lists are the same pictures, of the same types, in the same order. */
export const sameImages = (a: readonly ShopImage[], b: readonly ShopImage[]): boolean =>
  a.length === b.length &&
  a.every((image, i) => image.image_url === b[i].image_url && image.image_type === b[i].image_type);

/** The zones the browser knows (IANA names), for the shop's time-zone select. */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** Currencies offered in the list: the contracts' table, the one the server stores and charges by. */
export { currencyCodes as offeredCurrencies } from '@vitrine/contracts';
