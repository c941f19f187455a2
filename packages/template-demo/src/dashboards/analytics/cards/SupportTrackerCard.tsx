import { ApexFigure } from '@vitrine/web/components/charts/ApexFigure';
import type { ChartTheme } from '@vitrine/web/components/charts/chartTheme';
import { Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { supportTracker } from '../analyticsData';

/** Tickets: the total, the share completed as a radial bar, and three figures. */
export function SupportTrackerCard({ theme }: { theme: ChartTheme }) {
  const { t } = useTranslation('dashboards');
  const completed = t('analytics.support.completed');
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5">{t('analytics.support.title')}</h2>
        <Row className="g-3 align-items-center">
          <Col xs={12} className="text-center">
            <div className="display-6 fw-semibold text-nowrap">{supportTracker.total}</div>
            <div className="text-body-secondary">{t('analytics.support.tickets')}</div>
          </Col>
          <Col xs={12}>
            <ApexFigure
              type="radialBar"
              theme={theme}
              height={240}
              label={t('analytics.support.chart', { value: supportTracker.completed })}
              series={[supportTracker.completed]}
              options={{
                labels: [completed],
                colors: [theme.danger],
                plotOptions: {
                  radialBar: {
                    startAngle: -135,
                    endAngle: 135,
                    hollow: { size: '60%' },
                    track: { background: theme.border },
                    dataLabels: {
                      name: { color: theme.body, offsetY: -10 },
                      value: { color: theme.body, fontSize: '1.75rem', offsetY: 6 },
                    },
                  },
                },
                stroke: { lineCap: 'round' },
              }}
            />
          </Col>
        </Row>
        <dl className="d-flex justify-content-between text-center mb-0 mt-2">
          {supportTracker.figures.map((f) => (
            <div key={f.key}>
              <dt className="fw-normal text-body-secondary small">{t(`analytics.support.${f.key}`)}</dt>
              <dd className="h5 mb-0">{f.value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
