import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { apexOptions } from './apexOptions';
import { ChartFigure } from './ChartFigure';
import type { ChartTheme } from './chartTheme';

type ApexType = NonNullable<React.ComponentProps<typeof Chart>['type']>;

/**
 * One ApexCharts chart, themed and labelled. Keyed on the theme so a light/dark or direction
 * switch draws it anew with the new colours (ApexCharts keeps its first colours otherwise).
 */
export function ApexFigure({
  type,
  series,
  options,
  theme,
  height = 300,
  label,
  className,
}: {
  type: ApexType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  theme: ChartTheme;
  height?: number;
  label: string;
  className?: string;
}) {
  return (
    <ChartFigure label={label} height={height} className={className}>
      <Chart
        key={theme.key}
        type={type}
        series={series}
        options={apexOptions(theme, options)}
        height={height}
        width="100%"
      />
    </ChartFigure>
  );
}
