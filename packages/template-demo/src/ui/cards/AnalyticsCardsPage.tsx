import { Card, Col, ListGroup, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '../shared/ProgressMeter';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { Ring } from './Ring';
import './cards.scss';

const goals = [
  { label: 'Monthly sales', now: 72, colour: 'primary', detail: '$72k of $100k' },
  { label: 'New customers', now: 45, colour: 'success', detail: '450 of 1,000' },
  { label: 'Support tickets closed', now: 90, colour: 'info', detail: '180 of 200' },
  { label: 'Returns processed', now: 30, colour: 'warning', detail: '12 of 40' },
];

const browsers = [
  { name: 'Chrome', share: 64.8, colour: 'primary' },
  { name: 'Safari', share: 18.9, colour: 'info' },
  { name: 'Firefox', share: 7.4, colour: 'warning' },
  { name: 'Edge', share: 5.3, colour: 'success' },
  { name: 'Other', share: 3.6, colour: 'secondary' },
];

const rings = [
  { label: 'Goal completed', value: 83, colour: 'success' },
  { label: 'Storage used', value: 62, colour: 'primary' },
  { label: 'Budget spent', value: 41, colour: 'danger' },
];

/** Analytics cards: goals with progress bars, browser shares, and rings drawn in SVG (no chart library). */
export default function AnalyticsCardsPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="analyticsCards" description={t('analyticsCards.description')}>
      <ExampleGrid>
        <Example title={t('analyticsCards.goals')}>
          <div className="d-grid gap-3">
            {goals.map((g) => (
              <div key={g.label}>
                <div className="d-flex justify-content-between gap-2 small mb-1">
                  <span className="fw-semibold">{g.label}</span>
                  <span className="text-body-secondary">{g.detail}</span>
                </div>
                <ProgressMeter now={g.now} color={g.colour} label={g.label} height={8} />
              </div>
            ))}
          </div>
        </Example>
        <Example title={t('analyticsCards.browsers')}>
          <ListGroup variant="flush">
            {browsers.map((b) => (
              <ListGroup.Item key={b.name} className="px-0">
                <div className="d-flex justify-content-between gap-2 mb-1">
                  <span>{b.name}</span>
                  <span className="fw-semibold">{b.share}%</span>
                </div>
                <ProgressMeter
                  now={b.share}
                  color={b.colour}
                  label={t('analyticsCards.share', { browser: b.name })}
                  height={6}
                />
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Example>
      </ExampleGrid>
      <Example title={t('analyticsCards.rings')} description={t('analyticsCards.ringsHint')}>
        <Row xs={1} sm={3} className="g-3">
          {rings.map((r) => (
            <Col key={r.label}>
              <Card className="h-100 text-center">
                <Card.Body>
                  <Ring value={r.value} colour={r.colour} label={`${r.label}: ${r.value}%`} />
                  <p className="mt-2 mb-0 fw-semibold">{r.label}</p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Example>
    </ShowcasePage>
  );
}
