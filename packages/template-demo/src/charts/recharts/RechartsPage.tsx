import { ChartFigure } from '@vitrine/web/components/charts/ChartFigure';
import type { ChartTheme } from '@vitrine/web/components/charts/chartTheme';
import { useChartTheme } from '@vitrine/web/components/charts/useChartTheme';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  RadialBar,
  RadialBarChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Example, ExampleGrid, ShowcasePage } from '../../ui/shared/ShowcasePage';
import {
  areaSeries,
  barCategories,
  barSeries,
  lineSeries,
  mixedSeries,
  monthNames,
  pieSlices,
  radarAxes,
  radarSeries,
  radialSlices,
  range,
  scatterSeries,
} from '../shared/demoData';

const HEIGHT = 300;

/** Recharts wants rows (one object per x value) rather than series. */
function rows(labels: string[], series: { name: string; data: number[] }[]) {
  return labels.map((label, i) => ({ label, ...Object.fromEntries(series.map((s) => [s.name, s.data[i]])) }));
}

/** Axis, grid, legend and tooltip props from the theme; the axes mirror in right-to-left. */
function themed(theme: ChartTheme) {
  const tick = { fill: theme.body, fontSize: 12 };
  return {
    grid: { stroke: theme.border, strokeDasharray: '4 4' },
    x: { tick, stroke: theme.border, reversed: theme.rtl },
    y: { tick, stroke: theme.border, orientation: theme.rtl ? ('right' as const) : ('left' as const) },
    legend: { wrapperStyle: { color: theme.body } },
    tooltip: {
      contentStyle: { background: theme.surface, borderColor: theme.border, color: theme.body },
      itemStyle: { color: theme.body },
      labelStyle: { color: theme.body },
    },
  };
}

/** A Recharts drawing that fills its card's width, inside its labelled figure. */
function Figure({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <ChartFigure label={label} height={HEIGHT}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The template's Recharts families on deterministic demo data, coloured from the theme. */
export default function RechartsPage() {
  const { t, i18n } = useTranslation('charts');
  const theme = useChartTheme();
  const months = monthNames(i18n.language);
  const p = themed(theme);
  const [c1, c2, c3, c4] = theme.palette;
  // No keyboard layer: the chart is one labelled image (see ChartFigure).
  const common = { accessibilityLayer: false } as const;
  const radarRows = radarAxes.map((axis, i) => ({
    axis,
    ...Object.fromEntries(radarSeries.map((s) => [s.name, s.data[i]])),
  }));
  const radialRows = radialSlices.map((s, i) => ({ ...s, fill: theme.palette[i] }));

  return (
    <ShowcasePage pageId="recharts" description={t('recharts.description')}>
      <ExampleGrid>
        <Example title={t('line.title')} description={t('line.description')}>
          <Figure label={t('line.label', range(lineSeries[0].data))}>
            <LineChart data={rows(months, lineSeries)} {...common}>
              <CartesianGrid {...p.grid} />
              <XAxis dataKey="label" {...p.x} />
              <YAxis {...p.y} />
              <Tooltip {...p.tooltip} />
              <Legend {...p.legend} />
              {lineSeries.map((s, i) => (
                <Line
                  key={s.name}
                  dataKey={s.name}
                  stroke={theme.palette[i]}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </Figure>
        </Example>
        <Example title={t('area.title')} description={t('area.description')}>
          <Figure label={t('area.label', range(areaSeries[0].data))}>
            <AreaChart data={rows(months, areaSeries)} {...common}>
              <CartesianGrid {...p.grid} />
              <XAxis dataKey="label" {...p.x} />
              <YAxis {...p.y} />
              <Tooltip {...p.tooltip} />
              <Legend {...p.legend} />
              {areaSeries.map((s, i) => (
                <Area
                  key={s.name}
                  dataKey={s.name}
                  type="monotone"
                  stroke={theme.palette[i]}
                  fill={theme.palette[i]}
                  fillOpacity={0.2}
                  isAnimationActive={false}
                />
              ))}
            </AreaChart>
          </Figure>
        </Example>
        <Example title={t('bar.title')} description={t('bar.description')}>
          <Figure label={t('bar.label', range(barSeries[0].data))}>
            <BarChart data={rows(barCategories, barSeries)} {...common}>
              <CartesianGrid {...p.grid} />
              <XAxis dataKey="label" {...p.x} />
              <YAxis {...p.y} />
              <Tooltip {...p.tooltip} cursor={{ fill: theme.border, fillOpacity: 0.3 }} />
              <Legend {...p.legend} />
              {barSeries.map((s, i) => (
                <Bar
                  key={s.name}
                  dataKey={s.name}
                  fill={theme.palette[i]}
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </Figure>
        </Example>
        <Example title={t('scatter.title')} description={t('scatter.description')}>
          <Figure label={t('scatter.label', { count: scatterSeries.length })}>
            <ScatterChart {...common}>
              <CartesianGrid {...p.grid} />
              <XAxis dataKey="x" type="number" name="x" {...p.x} />
              <YAxis dataKey="y" type="number" name="y" {...p.y} />
              <Tooltip {...p.tooltip} />
              <Legend {...p.legend} />
              {scatterSeries.map((s, i) => (
                <Scatter key={s.name} name={s.name} data={s.data} fill={theme.palette[i]} isAnimationActive={false} />
              ))}
            </ScatterChart>
          </Figure>
        </Example>
        <Example title={t('mixed.title')} description={t('mixed.description')}>
          <Figure label={t('mixed.label', range(mixedSeries.revenue.data))}>
            <ComposedChart data={rows(months, [mixedSeries.revenue, mixedSeries.orders])} {...common}>
              <CartesianGrid {...p.grid} />
              <XAxis dataKey="label" {...p.x} />
              <YAxis yAxisId="revenue" {...p.y} />
              <YAxis yAxisId="orders" {...p.y} orientation={theme.rtl ? 'left' : 'right'} />
              <Tooltip {...p.tooltip} />
              <Legend {...p.legend} />
              <Bar yAxisId="revenue" dataKey={mixedSeries.revenue.name} fill={c1} isAnimationActive={false} />
              <Line
                yAxisId="orders"
                dataKey={mixedSeries.orders.name}
                stroke={c3}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </ComposedChart>
          </Figure>
        </Example>
        <Example title={t('radar.title')} description={t('radar.description')}>
          <Figure label={t('radar.label', { axes: radarAxes.join(', ') })}>
            <RadarChart data={radarRows} outerRadius="70%" {...common}>
              <PolarGrid stroke={theme.border} />
              <PolarAngleAxis dataKey="axis" tick={{ fill: theme.body, fontSize: 12 }} />
              <PolarRadiusAxis tick={false} axisLine={false} />
              <Tooltip {...p.tooltip} />
              <Legend {...p.legend} />
              {radarSeries.map((s, i) => (
                <Radar
                  key={s.name}
                  dataKey={s.name}
                  stroke={theme.palette[i]}
                  fill={theme.palette[i]}
                  fillOpacity={0.25}
                  isAnimationActive={false}
                />
              ))}
            </RadarChart>
          </Figure>
        </Example>
        <Example title={t('donut.title')} description={t('donut.description')}>
          <Figure label={t('donut.label', { slices: pieSlices.map((s) => `${s.name} ${s.value}`).join(', ') })}>
            <PieChart {...common}>
              <Tooltip {...p.tooltip} />
              <Legend {...p.legend} />
              <Pie
                data={pieSlices}
                dataKey="value"
                nameKey="name"
                innerRadius="50%"
                outerRadius="80%"
                stroke={theme.surface}
                isAnimationActive={false}
              >
                {pieSlices.map((s, i) => (
                  <Cell key={s.name} fill={[c1, c2, c3, c4][i]} />
                ))}
              </Pie>
            </PieChart>
          </Figure>
        </Example>
        <Example title={t('radial.title')} description={t('radial.description')}>
          <Figure label={t('radial.label', { slices: radialSlices.map((s) => `${s.name} ${s.value}%`).join(', ') })}>
            <RadialBarChart
              data={radialRows}
              innerRadius="30%"
              outerRadius="90%"
              startAngle={90}
              endAngle={-270}
              {...common}
            >
              <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
              <RadialBar dataKey="value" background={{ fill: theme.border }} isAnimationActive={false} />
              <Tooltip {...p.tooltip} />
              <Legend {...p.legend} />
            </RadialBarChart>
          </Figure>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
