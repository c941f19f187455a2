import { ApexFigure } from '@vitrine/web/components/charts/ApexFigure';
import { useChartTheme } from '@vitrine/web/components/charts/useChartTheme';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../../ui/shared/ShowcasePage';
import {
  areaSeries,
  barCategories,
  barSeries,
  candles,
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

/** The template's ApexCharts families on deterministic demo data, coloured from the theme. */
export default function ApexChartsPage() {
  const { t, i18n } = useTranslation('charts');
  const theme = useChartTheme();
  const months = monthNames(i18n.language);
  const sales = range(lineSeries[0].data);
  const prices = range(candles.flatMap((c) => c.y));

  return (
    <ShowcasePage pageId="apexCharts" description={t('apex.description')}>
      <ExampleGrid>
        <Example title={t('line.title')} description={t('line.description')}>
          <ApexFigure
            type="line"
            theme={theme}
            label={t('line.label', sales)}
            series={lineSeries}
            options={{ xaxis: { categories: months }, stroke: { curve: 'straight', width: 3 }, markers: { size: 3 } }}
          />
        </Example>
        <Example title={t('area.title')} description={t('area.description')}>
          <ApexFigure
            type="area"
            theme={theme}
            label={t('area.label', range(areaSeries[0].data))}
            series={areaSeries}
            options={{
              xaxis: { categories: months },
              stroke: { curve: 'smooth', width: 2 },
              dataLabels: { enabled: false },
              fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.05 } },
            }}
          />
        </Example>
        <Example title={t('bar.title')} description={t('bar.description')}>
          <ApexFigure
            type="bar"
            theme={theme}
            label={t('bar.label', range(barSeries[0].data))}
            series={barSeries}
            options={{
              xaxis: { categories: barCategories },
              plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
              dataLabels: { enabled: false },
            }}
          />
        </Example>
        <Example title={t('scatter.title')} description={t('scatter.description')}>
          <ApexFigure
            type="scatter"
            theme={theme}
            label={t('scatter.label', { count: scatterSeries.length })}
            series={scatterSeries}
            options={{ xaxis: { type: 'numeric', tickAmount: 6 }, markers: { size: 5 } }}
          />
        </Example>
        <Example title={t('mixed.title')} description={t('mixed.description')}>
          <ApexFigure
            type="line"
            theme={theme}
            label={t('mixed.label', range(mixedSeries.revenue.data))}
            series={[
              { ...mixedSeries.revenue, type: 'column' },
              { ...mixedSeries.orders, type: 'line' },
            ]}
            options={{
              labels: months,
              stroke: { width: [0, 3] },
              yaxis: [
                { title: { text: mixedSeries.revenue.name }, labels: { style: { colors: theme.body } } },
                {
                  opposite: !theme.rtl,
                  title: { text: mixedSeries.orders.name },
                  labels: { style: { colors: theme.body } },
                },
              ],
            }}
          />
        </Example>
        <Example title={t('candlestick.title')} description={t('candlestick.description')}>
          <ApexFigure
            type="candlestick"
            theme={theme}
            label={t('candlestick.label', { ...prices, days: candles.length })}
            series={[{ name: 'Price', data: candles }]}
            options={{
              xaxis: { type: 'datetime' },
              plotOptions: { candlestick: { colors: { upward: theme.success, downward: theme.danger } } },
            }}
          />
        </Example>
        <Example title={t('radar.title')} description={t('radar.description')}>
          <ApexFigure
            type="radar"
            theme={theme}
            label={t('radar.label', { axes: radarAxes.join(', ') })}
            series={radarSeries}
            options={{
              xaxis: { categories: radarAxes, labels: { style: { colors: radarAxes.map(() => theme.body) } } },
              yaxis: { show: false },
              plotOptions: { radar: { polygons: { strokeColors: theme.border, connectorColors: theme.border } } },
              fill: { opacity: 0.25 },
              markers: { size: 0 },
            }}
          />
        </Example>
        <Example title={t('donut.title')} description={t('donut.description')}>
          <ApexFigure
            type="donut"
            theme={theme}
            label={t('donut.label', { slices: pieSlices.map((s) => `${s.name} ${s.value}`).join(', ') })}
            series={pieSlices.map((s) => s.value)}
            options={{
              labels: pieSlices.map((s) => s.name),
              legend: { position: 'bottom' },
              stroke: { colors: [theme.surface] },
              dataLabels: { style: { colors: ['#fff'] }, dropShadow: { enabled: false } },
            }}
          />
        </Example>
        <Example title={t('radial.title')} description={t('radial.description')}>
          <ApexFigure
            type="radialBar"
            theme={theme}
            label={t('radial.label', {
              slices: radialSlices.map((s) => `${s.name} ${s.value}%`).join(', '),
            })}
            series={radialSlices.map((s) => s.value)}
            options={{
              labels: radialSlices.map((s) => s.name),
              legend: { show: true, position: 'bottom' },
              plotOptions: {
                radialBar: {
                  track: { background: theme.border },
                  dataLabels: {
                    name: { color: theme.body },
                    value: { color: theme.body },
                    total: { show: true, label: t('radial.total'), color: theme.body },
                  },
                },
              },
            }}
          />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
