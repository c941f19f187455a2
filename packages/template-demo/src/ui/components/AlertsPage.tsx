import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors, titleCase } from '../shared/variants';

const withIcons = [
  { variant: 'success', Icon: CircleCheck, text: 'Your changes were saved.' },
  { variant: 'danger', Icon: CircleX, text: 'The payment could not be processed.' },
  { variant: 'warning', Icon: TriangleAlert, text: 'Your trial ends in three days.' },
  { variant: 'info', Icon: Info, text: 'A new version is available.' },
] as const;

/** Alerts: every colour, dismissible ones that can be brought back, with icons and with a heading. */
export default function AlertsPage() {
  const { t } = useTranslation('uiComponents');
  const [closed, setClosed] = useState<string[]>([]);
  return (
    <ShowcasePage pageId="compAlerts" description={t('alerts.description')}>
      <ExampleGrid>
        <Example title={t('alerts.variants')}>
          {themeColors.map((v) => (
            <Alert key={v} variant={v}>
              A simple {v} alert with{' '}
              <Alert.Link as={Link} to="/components/buttons">
                a link to the buttons
              </Alert.Link>
              .
            </Alert>
          ))}
        </Example>
        <div>
          <Example title={t('alerts.dismissible')} description={t('alerts.dismissibleHint')}>
            {(['primary', 'success', 'danger'] as const).map((v) => (
              <Alert
                key={v}
                variant={v}
                dismissible
                closeLabel={t('alerts.close')}
                show={!closed.includes(v)}
                onClose={() => setClosed((c) => [...c, v])}
              >
                {titleCase(v)} alert: close me with the cross.
              </Alert>
            ))}
            {closed.length > 0 && (
              <Button variant="outline-secondary" size="sm" onClick={() => setClosed([])}>
                {t('alerts.showAgain')}
              </Button>
            )}
          </Example>
          <Example title={t('alerts.icons')}>
            {withIcons.map(({ variant, Icon, text }) => (
              <Alert key={variant} variant={variant} className="d-flex align-items-center gap-2">
                <Icon size={18} aria-hidden className="flex-shrink-0" />
                <span>{text}</span>
              </Alert>
            ))}
          </Example>
          <Example title={t('alerts.heading')}>
            <Alert variant="success" className="mb-0">
              <Alert.Heading as="h3" className="h5">
                Well done!
              </Alert.Heading>
              <p>You successfully read this important message. It shows how longer content sits in an alert.</p>
              <hr />
              <p className="mb-0">Whenever you need to, use margin utilities to keep things tidy.</p>
            </Alert>
          </Example>
        </div>
      </ExampleGrid>
    </ShowcasePage>
  );
}
