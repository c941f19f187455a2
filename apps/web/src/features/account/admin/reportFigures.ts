import type { ShopReport, ShopStatus } from '@vitrine/contracts';

export interface ReportedShop {
  shop_id: number;
  name: string;
  status: ShopStatus;
  reports: number;
}

export interface ReportFigures {
  /** Each reported shop once, most reports first (ties by name). */
  shops: ReportedShop[];
  suspended: number;
  active: number;
  /** Reports per calendar day (local time), oldest first, ending today. */
  perDay: { day: Date; count: number }[];
  /** Reports of the last seven days, today included. */
  lastWeek: number;
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * The eCommerce dashboard's figures, all derived from the admin's real report list (the
 * latest page of it): who is reported how often, how many of them are suspended, and when.
 */
export function reportFigures(reports: ShopReport[], now: Date, days = 14): ReportFigures {
  const byShop = new Map<number, ReportedShop>();
  const byDay = new Map<string, number>();
  for (const r of reports) {
    const shop = byShop.get(r.shop_id) ?? { shop_id: r.shop_id, name: r.shop_name, status: r.shop_status, reports: 0 };
    shop.reports += 1;
    byShop.set(r.shop_id, shop);
    const created = new Date(r.created_at);
    if (!Number.isNaN(created.getTime())) byDay.set(dayKey(created), (byDay.get(dayKey(created)) ?? 0) + 1);
  }
  const shops = [...byShop.values()].sort((a, b) => b.reports - a.reports || a.name.localeCompare(b.name));
  const suspended = shops.filter((s) => s.status === 'suspended').length;
  const perDay = Array.from({ length: days }, (_, i) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - i));
    return { day, count: byDay.get(dayKey(day)) ?? 0 };
  });
  const lastWeek = perDay.slice(-7).reduce((sum, d) => sum + d.count, 0);
  return { shops, suspended, active: shops.length - suspended, perDay, lastWeek };
}
