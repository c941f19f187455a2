import type { ChartTheme } from '@vitrine/web/components/charts/chartTheme';
import type { ChartOptions, ChartType } from 'chart.js';

/** Adds an alpha channel to a hex colour (#rrggbb), for fills under lines and areas. */
export function withAlpha(colour: string, alpha: number): string {
  const hex = colour.trim();
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return colour;
  const a = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${a}`;
}

/**
 * Chart.js options shared by the cartesian charts: theme colours for ticks, grid and legend,
 * the axes mirrored in right-to-left, a fixed-height box that follows the card's width.
 */
export function cartesianOptions<T extends ChartType>(theme: ChartTheme): ChartOptions<T> {
  const scale = { ticks: { color: theme.body }, grid: { color: theme.border }, border: { color: theme.border } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: { ...scale, reverse: theme.rtl },
      y: { ...scale, position: theme.rtl ? 'right' : 'left' },
    },
    plugins: {
      legend: { labels: { color: theme.body, usePointStyle: true }, rtl: theme.rtl },
      tooltip: { rtl: theme.rtl },
    },
  } as ChartOptions<T>;
}

/** Options of the round charts (pie, doughnut, polar area, radar): no x/y axes. */
export function roundOptions<T extends ChartType>(theme: ChartTheme): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { position: 'bottom', labels: { color: theme.body, usePointStyle: true }, rtl: theme.rtl },
      tooltip: { rtl: theme.rtl },
    },
  } as ChartOptions<T>;
}
