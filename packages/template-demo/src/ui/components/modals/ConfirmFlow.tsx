import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ListGroup, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { cycleTab } from './cycleTab';

const initial = ['Quarterly report.pdf', 'Holiday photos.zip', 'Budget 2026.xlsx'];

/** Delete asks first: the file goes only after "Delete" in the confirmation; Restore brings all back. */
export function ConfirmFlow() {
  const { t } = useTranslation('uiComponents');
  const [files, setFiles] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const confirm = () => {
    setFiles((list) => list.filter((f) => f !== pending));
    setPending(null);
  };
  return (
    <>
      <ListGroup className="mb-3">
        {files.map((f) => (
          <ListGroup.Item key={f} className="d-flex align-items-center justify-content-between gap-2">
            <span className="text-break">{f}</span>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={t('modals.deleteFile', { file: f })}
              onClick={() => setPending(f)}
            >
              <Trash2 size={16} aria-hidden />
            </Button>
          </ListGroup.Item>
        ))}
        {files.length === 0 && <ListGroup.Item className="text-body-secondary">{t('modals.noFiles')}</ListGroup.Item>}
      </ListGroup>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={files.length === initial.length}
        onClick={() => setFiles(initial)}
      >
        {t('modals.restore')}
      </Button>
      <Modal
        show={pending !== null}
        onHide={() => setPending(null)}
        centered
        aria-labelledby="confirm-title"
        onKeyDown={cycleTab}
      >
        <Modal.Header closeButton closeLabel={t('modals.close')}>
          <Modal.Title id="confirm-title" as="h2" className="h5">
            {t('modals.confirmTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('modals.confirmText', { file: pending })}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setPending(null)}>
            {t('modals.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm}>
            {t('modals.delete')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
