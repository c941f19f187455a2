import type { ApexOptions } from 'apexcharts';
import type { ChartTheme } from './chartTheme';

/**
 * The options every ApexCharts chart shares: theme colours for text, axes, grid and tooltip,
 * no toolbar and no keyboard layer (the chart is one labelled image, see ChartFigure), the
 * y-axis on the reading side in right-to-left, and the caller's options merged on top.
 */
export function apexOptions(theme: ChartTheme, options: ApexOptions = {}): ApexOptions {
  const { chart, grid, xaxis, yaxis, legend, tooltip, ...rest } = options;
  const axisLabels = { style: { colors: theme.body, fontFamily: 'inherit' } };
  return {
    colors: theme.palette,
    ...rest,
    chart: {
      parentHeightOffset: 0,
      fontFamily: 'inherit',
      foreColor: theme.body,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      accessibility: { enabled: false },
      animations: { enabled: false },
      ...chart,
    },
    theme: { mode: theme.mode },
    grid: { borderColor: theme.border, strokeDashArray: 4, ...grid },
    xaxis: {
      axisBorder: { color: theme.border },
      axisTicks: { color: theme.border },
      ...xaxis,
      labels: { ...axisLabels, ...xaxis?.labels },
    },
    yaxis: Array.isArray(yaxis)
      ? yaxis
      : { opposite: theme.rtl, ...yaxis, labels: { ...axisLabels, ...yaxis?.labels } },
    legend: { labels: { colors: theme.body }, fontFamily: 'inherit', ...legend },
    tooltip: { theme: theme.mode, ...tooltip },
  };
}
