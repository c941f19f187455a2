import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** "Delete …?" with Cancel and Delete; readable in light and dark (the page's button tones). */
export function ConfirmDelete({
  show,
  title,
  text,
  busy,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dataList');
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby="dl-confirm-title"
      className="vt-app-page vt-demo-app"
    >
      <Modal.Header closeButton closeLabel={t('panel.close')}>
        <Modal.Title id="dl-confirm-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('panel.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} data-testid="confirm-button">
          {busy && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
