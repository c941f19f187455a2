import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { ChartFigure } from '../shared/ChartFigure';
import type { ChartTheme } from '../shared/chartTheme';
import { apexOptions } from './apexOptions';

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
