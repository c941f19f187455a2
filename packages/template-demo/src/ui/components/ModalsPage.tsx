import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { ConfirmFlow } from './modals/ConfirmFlow';
import { cycleTab } from './modals/cycleTab';
import { FormModal } from './modals/FormModal';

type Kind = 'default' | 'centered' | 'sm' | 'lg' | 'xl' | 'fullscreen' | 'scrolling';

const sizes: { kind: Kind; size?: 'sm' | 'lg' | 'xl'; fullscreen?: true }[] = [
  { kind: 'sm', size: 'sm' },
  { kind: 'lg', size: 'lg' },
  { kind: 'xl', size: 'xl' },
  { kind: 'fullscreen', fullscreen: true },
];

const paragraph =
  'Cras mattis consectetur purus sit amet fermentum. Cras justo odio, dapibus ac facilisis in, egestas eget quam. Morbi leo risus, porta ac consectetur ac, vestibulum at eros.';

/**
 * Modals: react-bootstrap's Modal traps focus while open and gives it back to the button that
 * opened it. One modal element serves the default, centred, sized and scrolling examples.
 */
export default function ModalsPage() {
  const { t } = useTranslation('uiComponents');
  const [open, setOpen] = useState<Kind | null>(null);
  const size = sizes.find((s) => s.kind === open);
  const close = () => setOpen(null);
  const opener = (kind: Kind, variant = 'primary') => (
    <Button key={kind} variant={variant} onClick={() => setOpen(kind)}>
      {t(`modals.open.${kind}`)}
    </Button>
  );
  return (
    <ShowcasePage pageId="compModals" description={t('modals.description')}>
      <ExampleGrid>
        <Example title={t('modals.basic')}>
          <div className="d-flex flex-wrap gap-2">
            {opener('default')}
            {opener('centered', 'outline-primary')}
          </div>
        </Example>
        <Example title={t('modals.sizes')}>
          <div className="d-flex flex-wrap gap-2">{sizes.map((s) => opener(s.kind, 'outline-primary'))}</div>
        </Example>
        <Example title={t('modals.scrolling')} description={t('modals.scrollingHint')}>
          {opener('scrolling')}
        </Example>
        <Example title={t('modals.form')}>
          <FormModal />
        </Example>
        <Example title={t('modals.confirm')} description={t('modals.confirmHint')}>
          <ConfirmFlow />
        </Example>
      </ExampleGrid>
      <Modal
        show={open !== null}
        onHide={close}
        centered={open === 'centered'}
        size={size?.size}
        fullscreen={size?.fullscreen}
        scrollable={open === 'scrolling'}
        aria-labelledby="demo-modal-title"
        onKeyDown={cycleTab}
      >
        <Modal.Header closeButton closeLabel={t('modals.close')}>
          <Modal.Title id="demo-modal-title" as="h2" className="h5">
            {open && t(`modals.open.${open}`)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {(open === 'scrolling' ? Array.from({ length: 12 }, (_, i) => i) : [0]).map((i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('modals.cancel')}
          </Button>
          <Button variant="primary" onClick={close}>
            {t('modals.ok')}
          </Button>
        </Modal.Footer>
      </Modal>
    </ShowcasePage>
  );
}
