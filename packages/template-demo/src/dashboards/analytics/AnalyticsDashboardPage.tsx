import { useChartTheme } from '@vitrine/web/components/charts/useChartTheme';
import { ShoppingCart, Users } from 'lucide-react';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import { ordersReceived, subscribers } from './analyticsData';
import './analytics.scss';
import { ActivityTimelineCard } from './cards/ActivityTimelineCard';
import { AvgSessionsCard } from './cards/AvgSessionsCard';
import { DispatchedOrdersCard } from './cards/DispatchedOrdersCard';
import { ProductOrdersCard } from './cards/ProductOrdersCard';
import { SalesStatsCard } from './cards/SalesStatsCard';
import { StatAreaCard } from './cards/StatAreaCard';
import { SupportTrackerCard } from './cards/SupportTrackerCard';

/**
 * The template's analytics dashboard (`/` signed in) on demo figures, labelled as demo content.
 * Cards sit in a grid that stacks on a phone; the charts follow the theme.
 */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboards');
  const theme = useChartTheme();
  return (
    <ShowcasePage pageId="analytics" description={t('analytics.description')}>
      <Row className="g-4 mb-4">
        <Col md={6} xl={3}>
          <StatAreaCard
            icon={Users}
            tone="primary"
            total={subscribers.total}
            label={t('analytics.subscribers.title')}
            series={subscribers.series}
            seriesName={t('analytics.subscribers.series')}
            chartLabel={t('analytics.subscribers.chart')}
            theme={theme}
          />
        </Col>
        <Col md={6} xl={3}>
          <StatAreaCard
            icon={ShoppingCart}
            tone="warning"
            total={ordersReceived.total}
            label={t('analytics.orders.title')}
            series={ordersReceived.series}
            seriesName={t('analytics.orders.series')}
            chartLabel={t('analytics.orders.chart')}
            theme={theme}
          />
        </Col>
        <Col xl={6}>
          <AvgSessionsCard theme={theme} />
        </Col>
        <Col lg={6} xl={4}>
          <SupportTrackerCard theme={theme} />
        </Col>
        <Col lg={6} xl={4}>
          <ProductOrdersCard theme={theme} />
        </Col>
        <Col lg={6} xl={4}>
          <SalesStatsCard theme={theme} />
        </Col>
        <Col lg={6} xl={4}>
          <ActivityTimelineCard />
        </Col>
        <Col xl={8}>
          <DispatchedOrdersCard />
        </Col>
      </Row>
    </ShowcasePage>
  );
}
