import { ChartFigure } from '@vitrine/web/components/charts/ChartFigure';
import { useChartTheme } from '@vitrine/web/components/charts/useChartTheme';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { Bar, Chart, Doughnut, Line, Pie, PolarArea, Radar, Scatter } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
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
import { cartesianOptions, roundOptions, withAlpha } from './chartJsOptions';

// Chart.js is tree-shaken: only the controllers, elements and scales this page draws.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
);

const HEIGHT = 300;
// react-chartjs-2 marks each canvas as an unnamed image; the ChartFigure around it is the named
// image, so every canvas below is role="presentation".
/** The gauge's share of its half circle, in percent. */
const GAUGE = 72;

/** The template's Chart.js families on deterministic demo data, coloured from the theme. */
export default function ChartJsPage() {
  const { t, i18n } = useTranslation('charts');
  const theme = useChartTheme();
  const months = monthNames(i18n.language);
  const [c1, c2, c3, c4, c5] = theme.palette;
  const cartesian = cartesianOptions(theme);
  const round = roundOptions(theme);
  const radialScale = {
    r: {
      angleLines: { color: theme.border },
      grid: { color: theme.border },
      pointLabels: { color: theme.body },
      ticks: { color: theme.body, backdropColor: 'transparent' },
    },
  };

  const line: ChartData<'line'> = {
    labels: months,
    datasets: lineSeries.map((s, i) => ({
      label: s.name,
      data: s.data,
      borderColor: theme.palette[i],
      backgroundColor: theme.palette[i],
      tension: 0.3,
    })),
  };
  const area: ChartData<'line'> = {
    labels: months,
    datasets: areaSeries.map((s, i) => ({
      label: s.name,
      data: s.data,
      fill: true,
      borderColor: theme.palette[i],
      backgroundColor: withAlpha(theme.palette[i], 0.25),
      tension: 0.4,
      pointRadius: 0,
    })),
  };
  const bar: ChartData<'bar'> = {
    labels: barCategories,
    datasets: barSeries.map((s, i) => ({
      label: s.name,
      data: s.data,
      backgroundColor: theme.palette[i],
      borderRadius: 4,
    })),
  };
  const scatter: ChartData<'scatter'> = {
    datasets: scatterSeries.map((s, i) => ({
      label: s.name,
      data: s.data,
      backgroundColor: theme.palette[i],
      pointRadius: 4,
    })),
  };
  const mixed: ChartData<'bar' | 'line', number[]> = {
    labels: months,
    datasets: [
      { type: 'bar', label: mixedSeries.revenue.name, data: mixedSeries.revenue.data, backgroundColor: c1 },
      {
        type: 'line',
        label: mixedSeries.orders.name,
        data: mixedSeries.orders.data,
        borderColor: c3,
        backgroundColor: c3,
        yAxisID: 'y1',
      },
    ],
  };
  const mixedOptions = {
    ...cartesian,
    scales: {
      ...cartesian.scales,
      y1: {
        position: theme.rtl ? 'left' : 'right',
        ticks: { color: theme.body },
        grid: { drawOnChartArea: false },
        border: { color: theme.border },
      },
    },
  } as ChartOptions<'bar' | 'line'>;
  const radar: ChartData<'radar'> = {
    labels: radarAxes,
    datasets: radarSeries.map((s, i) => ({
      label: s.name,
      data: s.data,
      borderColor: theme.palette[i],
      backgroundColor: withAlpha(theme.palette[i], 0.25),
      pointBackgroundColor: theme.palette[i],
    })),
  };
  const pie: ChartData<'pie'> = {
    labels: pieSlices.map((s) => s.name),
    datasets: [
      {
        data: pieSlices.map((s) => s.value),
        backgroundColor: [c1, c2, c3, c4],
        borderColor: theme.surface,
      },
    ],
  };
  const polar: ChartData<'polarArea'> = {
    labels: radialSlices.map((s) => s.name),
    datasets: [
      {
        data: radialSlices.map((s) => s.value),
        backgroundColor: [withAlpha(c1, 0.7), withAlpha(c2, 0.7), withAlpha(c5, 0.7)],
        borderColor: theme.surface,
      },
    ],
  };
  const gauge: ChartData<'doughnut'> = {
    labels: [t('gauge.done'), t('gauge.left')],
    datasets: [{ data: [GAUGE, 100 - GAUGE], backgroundColor: [c2, theme.border], borderWidth: 0 }],
  };

  return (
    <ShowcasePage pageId="chartJs" description={t('chartjs.description')}>
      <ExampleGrid>
        <Example title={t('line.title')} description={t('line.description')}>
          <ChartFigure label={t('line.label', range(lineSeries[0].data))} height={HEIGHT}>
            <Line key={theme.key} role="presentation" data={line} options={cartesian as ChartOptions<'line'>} />
          </ChartFigure>
        </Example>
        <Example title={t('area.title')} description={t('area.description')}>
          <ChartFigure label={t('area.label', range(areaSeries[0].data))} height={HEIGHT}>
            <Line key={theme.key} role="presentation" data={area} options={cartesian as ChartOptions<'line'>} />
          </ChartFigure>
        </Example>
        <Example title={t('bar.title')} description={t('bar.description')}>
          <ChartFigure label={t('bar.label', range(barSeries[0].data))} height={HEIGHT}>
            <Bar key={theme.key} role="presentation" data={bar} options={cartesian as ChartOptions<'bar'>} />
          </ChartFigure>
        </Example>
        <Example title={t('scatter.title')} description={t('scatter.description')}>
          <ChartFigure label={t('scatter.label', { count: scatterSeries.length })} height={HEIGHT}>
            <Scatter
              key={theme.key}
              role="presentation"
              data={scatter}
              options={cartesian as ChartOptions<'scatter'>}
            />
          </ChartFigure>
        </Example>
        <Example title={t('mixed.title')} description={t('mixed.description')}>
          <ChartFigure label={t('mixed.label', range(mixedSeries.revenue.data))} height={HEIGHT}>
            <Chart key={theme.key} role="presentation" type="bar" data={mixed} options={mixedOptions} />
          </ChartFigure>
        </Example>
        <Example title={t('radar.title')} description={t('radar.description')}>
          <ChartFigure label={t('radar.label', { axes: radarAxes.join(', ') })} height={HEIGHT}>
            <Radar
              key={theme.key}
              role="presentation"
              data={radar}
              options={{ ...round, scales: radialScale } as ChartOptions<'radar'>}
            />
          </ChartFigure>
        </Example>
        <Example title={t('pie.title')} description={t('pie.description')}>
          <ChartFigure
            label={t('pie.label', { slices: pieSlices.map((s) => `${s.name} ${s.value}`).join(', ') })}
            height={HEIGHT}
          >
            <Pie key={theme.key} role="presentation" data={pie} options={round as ChartOptions<'pie'>} />
          </ChartFigure>
        </Example>
        <Example title={t('polar.title')} description={t('polar.description')}>
          <ChartFigure
            label={t('polar.label', { slices: radialSlices.map((s) => `${s.name} ${s.value}`).join(', ') })}
            height={HEIGHT}
          >
            <PolarArea
              key={theme.key}
              role="presentation"
              data={polar}
              options={{ ...round, scales: radialScale } as ChartOptions<'polarArea'>}
            />
          </ChartFigure>
        </Example>
        <Example title={t('gauge.title')} description={t('gauge.description')}>
          <ChartFigure label={t('gauge.label', { value: GAUGE })} height={HEIGHT} className="position-relative">
            <Doughnut
              key={theme.key}
              role="presentation"
              data={gauge}
              options={{ ...(round as ChartOptions<'doughnut'>), rotation: -90, circumference: 180, cutout: '75%' }}
            />
            <div className="position-absolute bottom-0 start-50 translate-middle-x pb-5 h3 mb-0" aria-hidden>
              {GAUGE}%
            </div>
          </ChartFigure>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
