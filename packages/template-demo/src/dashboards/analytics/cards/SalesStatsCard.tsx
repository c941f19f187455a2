import { ApexFigure } from '@vitrine/web/components/charts/ApexFigure';
import type { ChartTheme } from '@vitrine/web/components/charts/chartTheme';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../charts/shared/demoData';
import { salesStats } from '../analyticsData';

/** Sales against visits over six months, as a radar. */
export function SalesStatsCard({ theme }: { theme: ChartTheme }) {
  const { t, i18n } = useTranslation('dashboards');
  const months = monthNames(i18n.language, 6);
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5 mb-0">{t('analytics.salesStats.title')}</h2>
        <p className="text-body-secondary small">{t('analytics.salesStats.subtitle')}</p>
        <ApexFigure
          type="radar"
          theme={theme}
          height={300}
          label={t('analytics.salesStats.chart')}
          series={salesStats.series}
          options={{
            colors: [theme.primary, theme.info],
            xaxis: { categories: months, labels: { style: { colors: months.map(() => theme.body) } } },
            yaxis: { show: false },
            plotOptions: { radar: { polygons: { strokeColors: theme.border, connectorColors: theme.border } } },
            fill: { opacity: [0.9, 0.6] },
            stroke: { width: 0 },
            markers: { size: 0 },
            legend: { position: 'bottom' },
          }}
        />
      </Card.Body>
    </Card>
  );
}
