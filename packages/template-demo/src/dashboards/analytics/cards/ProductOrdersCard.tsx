import { ApexFigure } from '@vitrine/web/components/charts/ApexFigure';
import type { ChartTheme } from '@vitrine/web/components/charts/chartTheme';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { productOrders } from '../analyticsData';

/** Orders by state as concentric radial bars, with a legend listing the counts. */
export function ProductOrdersCard({ theme }: { theme: ChartTheme }) {
  const { t, i18n } = useTranslation('dashboards');
  const names = productOrders.map((o) => t(`analytics.productOrders.${o.key}`));
  const total = productOrders.reduce((sum, o) => sum + o.count, 0);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5">{t('analytics.productOrders.title')}</h2>
        <ApexFigure
          type="radialBar"
          theme={theme}
          height={260}
          label={t('analytics.productOrders.chart', {
            slices: productOrders.map((o, i) => `${names[i]} ${o.value}%`).join(', '),
          })}
          series={productOrders.map((o) => o.value)}
          options={{
            labels: names,
            colors: productOrders.map((o) => theme[o.tone]),
            plotOptions: {
              radialBar: {
                hollow: { size: '25%' },
                track: { background: theme.border, margin: 6 },
                dataLabels: {
                  name: { color: theme.body },
                  value: { color: theme.body },
                  total: {
                    show: true,
                    label: t('analytics.productOrders.total'),
                    color: theme.body,
                    formatter: () => number.format(total),
                  },
                },
              },
            },
          }}
        />
        <ul className="list-unstyled mb-0">
          {productOrders.map((o, i) => (
            <li key={o.key} className="d-flex justify-content-between align-items-center py-1">
              <span className="d-flex align-items-center gap-2">
                <span
                  className={`d-inline-block rounded-circle bg-${o.tone}`}
                  style={{ width: 10, height: 10 }}
                  aria-hidden
                />
                {names[i]}
              </span>
              <span className="fw-semibold">{number.format(o.count)}</span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
