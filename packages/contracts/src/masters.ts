import { z } from 'zod';

export const country = z.object({ id: z.number().int(), country_name: z.string() });
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
