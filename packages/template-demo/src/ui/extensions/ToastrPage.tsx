import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ToastContainer, type ToastPosition, toast } from 'react-toastify';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { useDocumentDir } from '../shared/useDocumentDir';

const types = ['default', 'success', 'info', 'warning', 'error'] as const;
const positions: ToastPosition[] = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left',
];
const durations = [2000, 5000, 10000, 0];
/** The page's own container: its toasts never mix with the product's notices (top-centre, 1 s). */
const CONTAINER = 'toastr-showcase';

/** The positions are named start/end: in a right-to-left layout the physical sides swap. */
const mirrored = (p: ToastPosition): ToastPosition =>
  p.endsWith('right') ? (p.replace('right', 'left') as ToastPosition) : (p.replace('left', 'right') as ToastPosition);

/** /extensions/toastr: react-toastify (the product's toast library) with types, positions, durations and progress. */
export default function ToastrPage() {
  const { t } = useTranslation('uiExtensions');
  const [type, setType] = useState<(typeof types)[number]>('success');
  const [position, setPosition] = useState<ToastPosition>('top-right');
  const [duration, setDuration] = useState(5000);
  const [progress, setProgress] = useState(true);
  const [title, setTitle] = useState(t('toastr.sampleTitle'));
  const [count, setCount] = useState(0);
  const rtl = useDocumentDir() === 'rtl';

  const show = () => {
    const options = {
      containerId: CONTAINER,
      position: rtl ? mirrored(position) : position,
      autoClose: duration === 0 ? (false as const) : duration,
      hideProgressBar: !progress,
      type,
    };
    toast(
      <div>
        <strong className="d-block">{title || t(`toastr.types.${type}`)}</strong>
        <span className="small">{t('toastr.sampleText', { n: count + 1 })}</span>
      </div>,
      options,
    );
    setCount((n) => n + 1);
  };
  const select = <T extends string | number>(
    id: string,
    value: T,
    values: readonly T[],
    onChange: (v: T) => void,
    label: (v: T) => string,
  ) => (
    <Form.Group as={Col} sm={6} lg={3} controlId={id}>
      <Form.Label>{t(`toastr.${id}`)}</Form.Label>
      <Form.Select
        value={String(value)}
        onChange={(e) => onChange(values.find((v) => String(v) === e.target.value) ?? values[0])}
      >
        {values.map((v) => (
          <option key={String(v)} value={String(v)}>
            {label(v)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  return (
    <ShowcasePage pageId="extToastr" description={t('toastr.description')}>
      <Example title={t('toastr.title')} description={t('toastr.text')}>
        <Row className="g-3 mb-3">
          {select('type', type, types, setType, (v) => t(`toastr.types.${v}`))}
          {select('position', position, positions, setPosition, (v) => t(`toastr.positions.${v}`))}
          {select('duration', duration, durations, setDuration, (v) =>
            v === 0 ? t('toastr.sticky') : t('toastr.seconds', { count: v / 1000 }),
          )}
          <Form.Group as={Col} sm={6} lg={3} controlId="toastr-heading">
            <Form.Label>{t('toastr.heading')}</Form.Label>
            <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} />
          </Form.Group>
        </Row>
        <Form.Check
          type="switch"
          id="toastr-progress"
          className="mb-3"
          label={t('toastr.progress')}
          checked={progress}
          onChange={(e) => setProgress(e.target.checked)}
        />
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={show}>{t('toastr.show')}</Button>
          <Button variant="outline-secondary" onClick={() => toast.dismiss({ containerId: CONTAINER })}>
            {t('toastr.clear')}
          </Button>
        </div>
      </Example>
      <Example title={t('toastr.quick')} description={t('toastr.quickText')}>
        <div className="d-flex flex-wrap gap-2">
          {types.slice(1).map((kind) => (
            <Button
              key={kind}
              variant={kind === 'error' ? 'danger' : kind}
              onClick={() => toast[kind as 'success'](t(`toastr.quickMessages.${kind}`), { containerId: CONTAINER })}
            >
              {t(`toastr.types.${kind}`)}
            </Button>
          ))}
        </div>
      </Example>
      <ToastContainer containerId={CONTAINER} theme="colored" newestOnTop limit={6} rtl={rtl} />
    </ShowcasePage>
  );
}
