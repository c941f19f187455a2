import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button, Form, Toast, ToastContainer } from 'react-bootstrap';
import type { ToastPosition } from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const positions: ToastPosition[] = ['top-start', 'top-end', 'bottom-start', 'bottom-end', 'middle-center'];

/** A react-bootstrap toast with a header (bell, title, time) and a close button. */
function DemoToast({
  show,
  onClose,
  title,
  body,
  autohide = false,
  testId,
}: {
  show: boolean;
  onClose: () => void;
  title: string;
  body: string;
  autohide?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('uiComponents');
  return (
    <Toast show={show} onClose={onClose} autohide={autohide} delay={3000} data-testid={testId}>
      <Toast.Header closeLabel={t('toasts.close')}>
        <Bell size={16} aria-hidden className="me-2" />
        <strong className="me-auto">{title}</strong>
        <small>{t('toasts.justNow')}</small>
      </Toast.Header>
      <Toast.Body>{body}</Toast.Body>
    </Toast>
  );
}

/** Toasts: react-bootstrap's (stacked, positioned, auto-hiding) and the product's react-toastify ones. */
export default function ToastsPage() {
  const { t } = useTranslation('uiComponents');
  const [stack, setStack] = useState([true, true]);
  const [position, setPosition] = useState<ToastPosition>('top-end');
  const [placed, setPlaced] = useState(false);
  const [auto, setAuto] = useState(false);
  return (
    <ShowcasePage pageId="compToasts" description={t('toasts.description')}>
      <ExampleGrid>
        <Example title={t('toasts.stacked')}>
          <ToastContainer className="position-static mb-3">
            {stack.map((show, i) => (
              <DemoToast
                // biome-ignore lint/suspicious/noArrayIndexKey: two fixed toasts, their place is their identity
                key={i}
                show={show}
                onClose={() => setStack((s) => s.map((v, j) => (j === i ? false : v)))}
                title="Vitrine"
                body={i === 0 ? 'See? Just like this.' : 'Heads up, toasts will stack automatically.'}
              />
            ))}
          </ToastContainer>
          <Button variant="outline-secondary" disabled={stack.every(Boolean)} onClick={() => setStack([true, true])}>
            {t('toasts.showAgain')}
          </Button>
        </Example>
        <Example title={t('toasts.autohide')} description={t('toasts.autohideHint')}>
          <Button onClick={() => setAuto(true)}>{t('toasts.showAutohide')}</Button>
          <ToastContainer className="position-static mt-3">
            <DemoToast
              show={auto}
              autohide
              onClose={() => setAuto(false)}
              title={t('toasts.autohide')}
              body={t('toasts.autohideBody')}
              testId="autohide-toast"
            />
          </ToastContainer>
        </Example>
        <Example title={t('toasts.positioned')}>
          <div className="d-flex flex-wrap align-items-end gap-2">
            <Form.Group controlId="toast-position">
              <Form.Label>{t('toasts.position')}</Form.Label>
              <Form.Select value={position} onChange={(e) => setPosition(e.target.value as ToastPosition)}>
                {positions.map((p) => (
                  <option key={p} value={p}>
                    {t(`toasts.positions.${p}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button onClick={() => setPlaced(true)}>{t('toasts.showPositioned')}</Button>
          </div>
          <ToastContainer position={position} containerPosition="fixed" className="p-3" style={{ zIndex: 1080 }}>
            <DemoToast
              show={placed}
              autohide
              onClose={() => setPlaced(false)}
              title="Vitrine"
              body={t('toasts.placedBody', { position: t(`toasts.positions.${position}`) })}
            />
          </ToastContainer>
        </Example>
        <Example title={t('toasts.toastify')} description={t('toasts.toastifyHint')}>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="success" onClick={() => toast.success(t('toasts.success'))}>
              {t('toasts.kind.success')}
            </Button>
            <Button variant="primary" onClick={() => toast.info(t('toasts.info'))}>
              {t('toasts.kind.info')}
            </Button>
            <Button variant="warning" onClick={() => toast.warning(t('toasts.warning'))}>
              {t('toasts.kind.warning')}
            </Button>
            <Button variant="danger" onClick={() => toast.error(t('toasts.error'))}>
              {t('toasts.kind.error')}
            </Button>
          </div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
