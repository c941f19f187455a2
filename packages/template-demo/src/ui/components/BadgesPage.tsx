import { Bell, Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors, titleCase } from '../shared/variants';

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Badges: every colour (text-bg picks a readable text colour), in buttons and headings, positioned. */
export default function BadgesPage() {
  const { t } = useTranslation('uiComponents');
  const [unread, setUnread] = useState(4);
  const [alerts, setAlerts] = useState(99);
  return (
    <ShowcasePage pageId="compBadges" description={t('badges.description')}>
      <ExampleGrid>
        <Example title={t('badges.variants')}>
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((v) => (
              <Badge key={v} bg="" className={`text-bg-${v}`}>
                {titleCase(v)}
              </Badge>
            ))}
          </div>
        </Example>
        <Example title={t('badges.headings')}>
          {/* Sized like headings without being headings: the page's outline stays its own. */}
          {headings.map((h) => (
            <p key={h} className={`${h} mb-2`}>
              Example heading <Badge bg="secondary">New</Badge>
            </p>
          ))}
        </Example>
        <Example title={t('badges.buttons')} description={t('badges.buttonsHint')}>
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={() => setUnread(0)}>
              {t('badges.messages')}{' '}
              <Badge bg="light" text="dark">
                {unread}
              </Badge>
              <span className="visually-hidden">{t('badges.unread')}</span>
            </Button>
            <Button variant="outline-secondary" onClick={() => setUnread((n) => n + 1)}>
              {t('badges.receive')}
            </Button>
          </div>
        </Example>
        <Example title={t('badges.positioned')}>
          <div className="d-flex flex-wrap gap-4 pt-2">
            <Button
              className="position-relative"
              aria-label={t('badges.inbox', { count: unread })}
              onClick={() => setUnread(0)}
            >
              <Mail size={18} aria-hidden />
              {unread > 0 && (
                <Badge pill bg="danger" className="position-absolute top-0 start-100 translate-middle" aria-hidden>
                  {unread}
                </Badge>
              )}
            </Button>
            <Button
              variant="outline-secondary"
              className="position-relative"
              aria-label={t('badges.notifications', { count: alerts })}
              onClick={() => setAlerts(0)}
            >
              <Bell size={18} aria-hidden />
              {alerts > 0 && (
                <Badge pill bg="danger" className="position-absolute top-0 start-100 translate-middle" aria-hidden>
                  {alerts > 9 ? '9+' : alerts}
                </Badge>
              )}
            </Button>
          </div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
