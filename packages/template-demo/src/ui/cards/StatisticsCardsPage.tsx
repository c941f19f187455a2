import {
  Activity,
  Cpu,
  DollarSign,
  Eye,
  Heart,
  type LucideIcon,
  Package,
  ShoppingCart,
  TrendingDown,
  TrendingUp,
  Users,
} from 'lucide-react';
import { Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import './cards.scss';

type Stat = { label: string; value: string; colour: string; Icon: LucideIcon; change: number; bars: number[] };

/** Demo figures; `bars` feed the CSS mini charts (percent heights). */
const stats: Stat[] = [
  {
    label: 'Customers',
    value: '92.6k',
    colour: 'primary',
    Icon: Users,
    change: 12.4,
    bars: [40, 55, 35, 70, 60, 85, 75],
  },
  {
    label: 'Orders',
    value: '2,486',
    colour: 'success',
    Icon: ShoppingCart,
    change: 8.1,
    bars: [30, 45, 60, 50, 70, 65, 90],
  },
  {
    label: 'Revenue',
    value: '$97.5k',
    colour: 'danger',
    Icon: DollarSign,
    change: -3.2,
    bars: [80, 70, 75, 60, 55, 50, 45],
  },
  {
    label: 'Products',
    value: '1,232',
    colour: 'warning',
    Icon: Package,
    change: 4.6,
    bars: [50, 50, 60, 55, 65, 70, 72],
  },
];

const small = [
  { label: 'CPU usage', value: '86%', colour: 'info', Icon: Cpu },
  { label: 'Page views', value: '36.9k', colour: 'primary', Icon: Eye },
  { label: 'Reactions', value: '2.1k', colour: 'danger', Icon: Heart },
  { label: 'Sessions', value: '12.8k', colour: 'success', Icon: Activity },
];

function Trend({ change }: { change: number }) {
  const up = change >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span
      className={`d-inline-flex align-items-center gap-1 small fw-semibold text-${up ? 'success' : 'danger'}-emphasis`}
    >
      <Icon size={14} aria-hidden />
      {up ? '+' : ''}
      {change}%
    </span>
  );
}

function IconBadge({ colour, Icon }: { colour: string; Icon: LucideIcon }) {
  return (
    <span className={`vt-stat-icon bg-${colour}-subtle text-${colour}-emphasis`}>
      <Icon size={22} aria-hidden />
    </span>
  );
}

/** Statistics cards: figures with icons (horizontal and centred), trends, and CSS mini bar charts. */
export default function StatisticsCardsPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="statisticsCards" description={t('statisticsCards.description')}>
      <Example title={t('statisticsCards.horizontal')}>
        <Row xs={1} sm={2} xl={4} className="g-3">
          {stats.map((s) => (
            <Col key={s.label}>
              <Card className="h-100">
                <Card.Body className="d-flex align-items-center justify-content-between gap-3">
                  <div>
                    <p className="h4 mb-0">{s.value}</p>
                    <p className="mb-0 text-body-secondary">{s.label}</p>
                  </div>
                  <IconBadge colour={s.colour} Icon={s.Icon} />
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Example>
      <Example title={t('statisticsCards.centred')}>
        <Row xs={2} md={4} className="g-3">
          {small.map((s) => (
            <Col key={s.label}>
              <Card className="h-100 text-center">
                <Card.Body>
                  <IconBadge colour={s.colour} Icon={s.Icon} />
                  <p className="h4 mt-2 mb-0">{s.value}</p>
                  <p className="mb-0 small text-body-secondary">{s.label}</p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Example>
      <Example title={t('statisticsCards.trends')} description={t('statisticsCards.trendsHint')}>
        <Row xs={1} sm={2} xl={4} className="g-3">
          {stats.map((s) => (
            <Col key={s.label}>
              <Card className="h-100">
                <Card.Body>
                  <div className="d-flex align-items-start justify-content-between gap-2 mb-3">
                    <div>
                      <p className="mb-1 text-body-secondary">{s.label}</p>
                      <p className="h4 mb-1">{s.value}</p>
                      <Trend change={s.change} />
                    </div>
                    <IconBadge colour={s.colour} Icon={s.Icon} />
                  </div>
                  <div
                    className={`vt-mini-bars text-${s.colour}`}
                    role="img"
                    aria-label={t('statisticsCards.barsLabel', { label: s.label, values: s.bars.join(', ') })}
                  >
                    {s.bars.map((h, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed series, one bar per day
                      <span key={i} style={{ height: `${h}%` }} />
                    ))}
                  </div>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Example>
    </ShowcasePage>
  );
}
