import { Badge, Card, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { dispatchedOrders, dispatchTone } from '../analyticsData';
import { Meter } from './Meter';

/** The latest dispatched orders: a table with status badges, scrolling sideways inside itself on a phone. */
export function DispatchedOrdersCard() {
  const { t } = useTranslation('dashboards');
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5 mb-3">{t('analytics.dispatched.title')}</h2>
        <Table responsive hover className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">{t('analytics.dispatched.order')}</th>
              <th scope="col">{t('analytics.dispatched.status')}</th>
              <th scope="col">{t('analytics.dispatched.location')}</th>
              <th scope="col">{t('analytics.dispatched.progress')}</th>
              <th scope="col">{t('analytics.dispatched.assignee')}</th>
            </tr>
          </thead>
          <tbody>
            {dispatchedOrders.map((o) => {
              const tone = dispatchTone[o.status];
              return (
                <tr key={o.id}>
                  <td className="fw-semibold text-nowrap">{o.id}</td>
                  <td>
                    <Badge pill bg={`${tone}-subtle`} className={`text-${tone}-emphasis`}>
                      {t(`analytics.dispatched.statuses.${o.status}`)}
                    </Badge>
                  </td>
                  <td className="text-nowrap">{o.location}</td>
                  <td style={{ minWidth: 120 }}>
                    <Meter
                      label={t('analytics.dispatched.progressOf', { id: o.id, percent: o.progress })}
                      percent={o.progress}
                      tone={tone}
                    />
                  </td>
                  <td className="text-nowrap">{o.assignee}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
