import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { timeline } from '../analyticsData';

/** Recent activity as a vertical timeline (a list: each event with its time and a line of text). */
export function ActivityTimelineCard() {
  const { t } = useTranslation('dashboards');
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5 mb-3">{t('analytics.timeline.title')}</h2>
        <ol className="vt-timeline list-unstyled mb-0">
          {timeline.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed demo list; two events share a title
            <li key={i} className="vt-timeline-item">
              <span className={`vt-timeline-dot bg-${e.tone}`} aria-hidden />
              <div className="d-flex flex-wrap justify-content-between gap-1">
                <h3 className="h6 mb-0">{e.title}</h3>
                <span className="small text-body-secondary">{e.time}</span>
              </div>
              <p className="mb-0 small">{e.text}</p>
            </li>
          ))}
        </ol>
      </Card.Body>
    </Card>
  );
}
