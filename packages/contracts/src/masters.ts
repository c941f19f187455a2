import { z } from 'zod';

/** `iso_code`: ISO 3166-1 alpha-2 (`IN`), for what depends on the country (a phone number's example). */
export const country = z.object({ id: z.number().int(), country_name: z.string(), iso_code: z.string() });
export type Country = z.infer<typeof country>;

export const state = z.object({ id: z.number().int(), state_name: z.string() });
export type State = z.infer<typeof state>;

/** A master-list entry: `code` is the stable key (e.g. `cod`), `name` the English label. */
export const masterItem = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type MasterItem = z.infer<typeof masterItem>;

/** The option lists of spec section 3, by the key the getmaster call answers with. */
export const masterTypes = [
  'country_list',
  'business_categories',
  'delivery_types',
  'order_status',
  'shop_image_types',
] as const;
export type MasterType = (typeof masterTypes)[number];

export interface MasterLists {
  country_list: Country[];
  business_categories: MasterItem[];
  delivery_types: MasterItem[];
  order_status: MasterItem[];
  shop_image_types: MasterItem[];
}

export const orderStatuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const deliveryTypes = ['cod', 'pickup'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const shopImageTypes = ['logo', 'banner', 'gallery'] as const;
export type ShopImageType = (typeof shopImageTypes)[number];

/** The answer of `GET /api/getmaster/:type`: the list under the key named by the type. */
export const masterResponses = {
  country_list: z.object({ status: z.literal('success'), country_list: z.array(country) }),
  business_categories: z.object({ status: z.literal('success'), business_categories: z.array(masterItem) }),
  delivery_types: z.object({ status: z.literal('success'), delivery_types: z.array(masterItem) }),
  order_status: z.object({ status: z.literal('success'), order_status: z.array(masterItem) }),
  shop_image_types: z.object({ status: z.literal('success'), shop_image_types: z.array(masterItem) }),
} as const;

export const masterResponse = z.union([
  masterResponses.country_list,
  masterResponses.business_categories,
  masterResponses.delivery_types,
  masterResponses.order_status,
  masterResponses.shop_image_types,
]);
export type MasterResponse = z.infer<typeof masterResponse>;

export const stateListResponse = z.object({ status: z.literal('success'), state_list: z.array(state) });
export type StateListResponse = z.infer<typeof stateListResponse>;
