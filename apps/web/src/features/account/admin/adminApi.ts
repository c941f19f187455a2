import type { ReportListQuery, ReportListResponse, ShopStatus, ShopStatusResponse } from '@vitrine/contracts';
import { owner } from '../api/ownerClient';
import { toQueryString } from '../orders/ordersApi';

export const listReports = (params: ReportListQuery, signal?: AbortSignal) =>
  owner.get<ReportListResponse>(`admin/reports${toQueryString({ ...params })}`, signal);

export const setShopStatus = (shopId: number, status: ShopStatus) =>
  owner.put<ShopStatusResponse>(`admin/shops/${shopId}`, { status });
