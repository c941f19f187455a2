import type { ShopReport } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { reportFigures } from './reportFigures';

const report = (id: number, shop_id: number, status: 'active' | 'suspended', created: Date): ShopReport => ({
  id,
  shop_id,
  shop_name: `Shop ${shop_id}`,
  shop_catalogue_url: `shop-${shop_id}`,
  shop_status: status,
  message: '',
  user_agent: '',
  created_at: created.toISOString(),
});

describe('reportFigures', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  const daysAgo = (n: number) => new Date(2026, 10, 23 - n, 10, 0);

  it('counts each shop once, most reported first, and splits active from suspended', () => {
    const figures = reportFigures(
      [
        report(1, 7, 'active', daysAgo(0)),
        report(2, 9, 'suspended', daysAgo(1)),
        report(3, 9, 'suspended', daysAgo(2)),
      ],
      now,
    );
    expect(figures.shops.map((s) => [s.shop_id, s.reports])).toEqual([
      [9, 2],
      [7, 1],
    ]);
    expect(figures.suspended).toBe(1);
    expect(figures.active).toBe(1);
  });

  it('buckets reports by local day over the window, ending today, and sums the last seven days', () => {
    const figures = reportFigures(
      [
        report(1, 1, 'active', daysAgo(0)),
        report(2, 1, 'active', daysAgo(0)),
        report(3, 1, 'active', daysAgo(6)),
        report(4, 1, 'active', daysAgo(7)),
        report(5, 1, 'active', daysAgo(30)),
      ],
      now,
    );
    expect(figures.perDay).toHaveLength(14);
    expect(figures.perDay.at(-1)).toEqual({ day: new Date(2026, 10, 23), count: 2 });
    expect(figures.perDay.at(-7)?.count).toBe(1);
    expect(figures.perDay.at(-8)?.count).toBe(1);
    expect(figures.lastWeek).toBe(3);
    expect(figures.perDay.reduce((s, d) => s + d.count, 0)).toBe(4);
  });

  it('gives zeros for no reports', () => {
    const figures = reportFigures([], now);
    expect(figures.shops).toEqual([]);
    expect(figures.lastWeek).toBe(0);
    expect(figures.perDay.every((d) => d.count === 0)).toBe(true);
  });
});
