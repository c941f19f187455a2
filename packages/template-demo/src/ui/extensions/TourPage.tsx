import 'driver.js/dist/driver.css';
import { type Driver, driver } from 'driver.js';
import { Compass, LifeBuoy, ListChecks, Settings2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import './tour.scss';

const stops = [
  { id: 'tour-start', key: 'start' },
  { id: 'tour-orders', key: 'orders' },
  { id: 'tour-settings', key: 'settings' },
  { id: 'tour-help', key: 'help' },
  { id: 'tour-progress', key: 'progress' },
] as const;

/** /extensions/tour: a driver.js tour over five parts of this page, in the page's language. */
export default function TourPage() {
  const { t } = useTranslation('uiExtensions');
  const tour = useRef<Driver | null>(null);
  // Leaving the page mid-tour removes its overlay.
  useEffect(() => () => tour.current?.destroy(), []);

  const start = () => {
    tour.current?.destroy();
    tour.current = driver({
      showProgress: true,
      // driver.js fills in {{current}} and {{total}} itself: they pass through i18next untouched.
      progressText: t('tour.progressText', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.done'),
      popoverClass: 'vt-tour',
      allowClose: true,
      steps: stops.map((s) => ({
        element: `#${s.id}`,
        popover: { title: t(`tour.steps.${s.key}.title`), description: t(`tour.steps.${s.key}.text`) },
      })),
    });
    tour.current.drive();
  };

  const cards = [
    { id: 'tour-orders', icon: ListChecks, key: 'orders' },
    { id: 'tour-settings', icon: Settings2, key: 'settings' },
    { id: 'tour-help', icon: LifeBuoy, key: 'help' },
  ] as const;
  return (
    <ShowcasePage pageId="extTour" description={t('tour.description')}>
      <Example title={t('tour.title')} description={t('tour.text')}>
        <Button id="tour-start" onClick={start} className="mb-4">
          <Compass size={16} aria-hidden className="me-1" />
          {t('tour.startButton')}
        </Button>
        <Row className="g-3 mb-3">
          {cards.map(({ id, icon: Icon, key }) => (
            <Col md={4} key={id}>
              <Card id={id} className="h-100">
                <Card.Body>
                  <Icon size={24} aria-hidden className="text-primary mb-2" />
                  <h3 className="h6">{t(`tour.cards.${key}.title`)}</h3>
                  <p className="small text-body-secondary mb-0">{t(`tour.cards.${key}.text`)}</p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
        <div id="tour-progress" className="p-3 rounded border">
          <h3 className="h6">{t('tour.cards.progress.title')}</h3>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('tour.cards.progress.title')}
            aria-valuenow={60}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: '60%' }}>
              60%
            </div>
          </div>
        </div>
      </Example>
    </ShowcasePage>
  );
}
