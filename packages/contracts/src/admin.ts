import { z } from 'zod';
import { shopStatuses } from './account.js';
import { pageInfo, pageQuery } from './common.js';
import { success } from './envelope.js';

/** A complaint as the platform admin reads it; the reporter stays anonymous (hash only). */
export const shopReport = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  shop_catalogue_url: z.string(),
  shop_status: z.enum(shopStatuses),
  message: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
});
export type ShopReport = z.infer<typeof shopReport>;

export const reportListQuery = pageQuery.extend({
  shop_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ReportListQuery = z.input<typeof reportListQuery>;

export const reportListResponse = success({ reports: z.array(shopReport), ...pageInfo });
export type ReportListResponse = z.infer<typeof reportListResponse>;

export const shopStatusRequest = z.object({ status: z.enum(shopStatuses) }).strict();
export type ShopStatusRequest = z.infer<typeof shopStatusRequest>;

export const shopStatusResponse = success({
  shop: z.object({ shop_id: z.number().int(), status: z.enum(shopStatuses) }),
});
export type ShopStatusResponse = z.infer<typeof shopStatusResponse>;

/** Longest search text of the admin's shop list. */
export const SHOP_SEARCH_MAX = 100;

/** `GET /api/admin/shops`: `q` matches the shop's name, address (lines, city, postal code) or owner's e-mail. */
export const adminShopListQuery = pageQuery.extend({
  q: z.string().trim().max(SHOP_SEARCH_MAX, `Search with at most ${SHOP_SEARCH_MAX} characters.`).optional(),
});
export type AdminShopListQuery = z.input<typeof adminShopListQuery>;

/** A shop as the platform admin lists it: its owner and how much it holds. */
export const adminShop = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  shop_catalogue_url: z.string(),
  /** Lines, city and postal code, comma-separated (empty parts left out). */
  address: z.string(),
  status: z.enum(shopStatuses),
  owner_name: z.string(),
  owner_email: z.string(),
  products: z.number().int(),
  orders: z.number().int(),
  reports: z.number().int(),
  created_at: z.string(),
});
export type AdminShop = z.infer<typeof adminShop>;

export const adminShopListResponse = success({ shops: z.array(adminShop), ...pageInfo });
export type AdminShopListResponse = z.infer<typeof adminShopListResponse>;
