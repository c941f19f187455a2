/**
 * Deterministic demo series shared by the three chart-library pages, so each library draws the
 * same numbers and a screenshot or a test sees the same chart on every run.
 */

/** A small linear congruential generator: the same seed gives the same numbers. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Short month names in the interface language (Jan…Dec), for the category axes. */
export function monthNames(language: string, count = 12): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(Date.UTC(2024, i, 1)));
}

export const lineSeries = [
  { name: 'Sales', data: [280, 200, 220, 180, 270, 250, 70, 90, 200, 150, 160, 100] },
  { name: 'Returns', data: [40, 60, 35, 50, 45, 30, 20, 25, 55, 40, 35, 30] },
];

export const areaSeries = [
  { name: 'Visits', data: [100, 120, 90, 170, 130, 160, 140, 240, 220, 180, 270, 280] },
  { name: 'Clicks', data: [60, 80, 70, 110, 80, 100, 90, 180, 160, 140, 200, 220] },
  { name: 'Sales', data: [20, 40, 30, 70, 40, 60, 50, 140, 120, 100, 140, 180] },
];

export const barCategories = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const barSeries = [
  { name: 'Apple', data: [90, 120, 55, 100, 80, 125, 175] },
  { name: 'Samsung', data: [85, 100, 30, 40, 95, 90, 30] },
];

export interface ScatterPoint {
  x: number;
  y: number;
}

function cluster(seed: number, cx: number, cy: number, count = 18): ScatterPoint[] {
  const next = seeded(seed);
  return Array.from({ length: count }, () => ({
    x: Math.round((cx + (next() - 0.5) * 20) * 10) / 10,
    y: Math.round(cy + (next() - 0.5) * 60),
  }));
}

export const scatterSeries = [
  { name: 'Angular', data: cluster(7, 20, 80) },
  { name: 'Vue', data: cluster(11, 35, 120) },
  { name: 'React', data: cluster(13, 50, 170) },
];

export const mixedSeries = {
  revenue: { name: 'Revenue', data: [440, 505, 414, 671, 227, 413, 201, 352, 752, 320, 257, 160] },
  orders: { name: 'Orders', data: [23, 42, 35, 27, 43, 22, 17, 31, 22, 22, 12, 16] },
};

export interface Candle {
  /** Day (UTC ms). */
  x: number;
  /** Open, high, low, close. */
  y: [number, number, number, number];
}

/** A month of daily prices as a random walk from a fixed seed. */
export const candles: Candle[] = (() => {
  const next = seeded(42);
  let close = 6600;
  return Array.from({ length: 24 }, (_, i) => {
    const open = close;
    close = Math.round(open + (next() - 0.48) * 80);
    const high = Math.round(Math.max(open, close) + next() * 30);
    const low = Math.round(Math.min(open, close) - next() * 30);
    return { x: Date.UTC(2024, 9, 1 + i), y: [open, high, low, close] };
  });
})();

export const radarAxes = ['Battery', 'Brand', 'Camera', 'Memory', 'Storage', 'Display'];
export const radarSeries = [
  { name: 'iPhone 15', data: [41, 64, 81, 60, 42, 42] },
  { name: 'Pixel 8', data: [65, 46, 42, 25, 58, 63] },
];

export const pieSlices = [
  { name: 'Operational', value: 85 },
  { name: 'Networking', value: 16 },
  { name: 'Hiring', value: 50 },
  { name: 'R&D', value: 50 },
];

export const radialSlices = [
  { name: 'Comments', value: 80 },
  { name: 'Replies', value: 50 },
  { name: 'Shares', value: 35 },
];

/** "min to max" of numbers, for a chart's spoken summary. */
export function range(values: number[]): { min: number; max: number } {
  return { min: Math.min(...values), max: Math.max(...values) };
}
