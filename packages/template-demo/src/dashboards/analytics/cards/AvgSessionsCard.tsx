import { ApexFigure } from '@vitrine/web/components/charts/ApexFigure';
import type { ChartTheme } from '@vitrine/web/components/charts/chartTheme';
import { useId, useState } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { avgSessions, type SessionPeriod, sessionGoals } from '../analyticsData';
import { Meter } from './Meter';

const periods: SessionPeriod[] = ['7', '28', '90'];

/** Average sessions for a chosen period (bar chart, change against the period before) and four goals. */
export function AvgSessionsCard({ theme }: { theme: ChartTheme }) {
  const { t } = useTranslation('dashboards');
  const [period, setPeriod] = useState<SessionPeriod>('7');
  const selectId = useId();
  const data = avgSessions[period];
  const up = data.change >= 0;
  return (
    <Card className="h-100">
      <Card.Body>
        <Row className="g-3 align-items-center">
          <Col sm={6}>
            <div className="h2 mb-0">{data.total}</div>
            <h2 className="h6 fw-normal text-body-secondary">{t('analytics.avgSessions.title')}</h2>
            <p className="mb-3">
              <span className={`fw-semibold ${up ? 'text-success-emphasis' : 'text-danger-emphasis'}`}>
                {up ? '+' : ''}
                {data.change}%
              </span>{' '}
              {t('analytics.avgSessions.vsPrevious')}
            </p>
            <Form.Label htmlFor={selectId} className="small text-body-secondary mb-1">
              {t('analytics.avgSessions.period')}
            </Form.Label>
            <Form.Select
              id={selectId}
              size="sm"
              className="w-auto"
              value={period}
              onChange={(e) => setPeriod(e.target.value as SessionPeriod)}
            >
              {periods.map((p) => (
                <option key={p} value={p}>
                  {t('analytics.lastDays', { count: Number(p) })}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6}>
            <ApexFigure
              type="bar"
              theme={theme}
              height={180}
              label={t('analytics.avgSessions.chart', {
                count: Number(period),
                min: Math.min(...data.series),
                max: Math.max(...data.series),
              })}
              series={[{ name: t('analytics.avgSessions.title'), data: data.series }]}
              options={{
                chart: { sparkline: { enabled: true } },
                colors: data.series.map((_, i) => (i === 3 ? theme.primary : theme.border)),
                plotOptions: { bar: { columnWidth: '45%', distributed: true, borderRadius: 4 } },
                legend: { show: false },
                tooltip: { x: { show: false } },
              }}
            />
          </Col>
        </Row>
        <hr />
        <Row xs={2} className="g-3">
          {sessionGoals.map((g) => (
            <Col key={g.key}>
              <div className="small mb-1">
                {t(`analytics.avgSessions.${g.key}`)}: <span className="fw-semibold">{g.value}</span>
              </div>
              <Meter label={t(`analytics.avgSessions.${g.key}`)} percent={g.percent} tone={g.tone} />
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}
