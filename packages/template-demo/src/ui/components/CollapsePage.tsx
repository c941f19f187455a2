import { useState } from 'react';
import { Accordion, Button, Card, Collapse } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const questions = [
  {
    q: 'How do I reset my password?',
    a: 'Open the sign-in page, choose “Forgot password” and follow the link in the e-mail.',
  },
  { q: 'Can I change my plan later?', a: 'Yes, you can upgrade or downgrade at any time from the billing page.' },
  { q: 'Where do I find my invoices?', a: 'Every invoice is listed under Account → Billing, ready to download.' },
];

/** One question list, as a classic accordion, flush, or with several panels open at once. */
function Faq({ flush = false, alwaysOpen = false }: { flush?: boolean; alwaysOpen?: boolean }) {
  return (
    <Accordion defaultActiveKey={alwaysOpen ? ['0'] : '0'} flush={flush} alwaysOpen={alwaysOpen}>
      {questions.map((item, i) => (
        <Accordion.Item key={item.q} eventKey={String(i)}>
          <Accordion.Header as="h3">{item.q}</Accordion.Header>
          <Accordion.Body>{item.a}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Collapse and accordion: the buttons say whether their panel is open (aria-expanded). */
export default function CollapsePage() {
  const { t } = useTranslation('uiComponents');
  const [open, setOpen] = useState(false);
  const [openSide, setOpenSide] = useState(false);
  return (
    <ShowcasePage pageId="compCollapse" description={t('collapse.description')}>
      <ExampleGrid>
        <Example title={t('collapse.basic')}>
          <Button onClick={() => setOpen((o) => !o)} aria-controls="collapse-basic" aria-expanded={open}>
            {t('collapse.toggle')}
          </Button>
          <Collapse in={open}>
            <div id="collapse-basic">
              <Card body className="mt-3">
                Some placeholder content for the collapse component. It is hidden by default and shown when the button
                is pressed.
              </Card>
            </div>
          </Collapse>
        </Example>
        <Example title={t('collapse.horizontal')}>
          <Button
            variant="outline-secondary"
            onClick={() => setOpenSide((o) => !o)}
            aria-controls="collapse-side"
            aria-expanded={openSide}
          >
            {t('collapse.toggleWidth')}
          </Button>
          <div className="mt-3" style={{ minHeight: 120 }}>
            <Collapse in={openSide} dimension="width">
              <div id="collapse-side">
                <Card body style={{ width: 240 }}>
                  This panel slides in sideways instead of opening downwards.
                </Card>
              </div>
            </Collapse>
          </div>
        </Example>
        <Example title={t('collapse.accordion')}>
          <Faq />
        </Example>
        <Example title={t('collapse.flush')}>
          <Faq flush />
        </Example>
        <Example title={t('collapse.alwaysOpen')} description={t('collapse.alwaysOpenHint')}>
          <Faq alwaysOpen />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
