import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { cycleTab } from './cycleTab';

/** A small form in a modal: Save keeps what was typed and shows it under the button. */
export function FormModal() {
  const { t } = useTranslation('uiComponents');
  const [show, setShow] = useState(false);
  const [saved, setSaved] = useState<{ name: string; email: string } | null>(null);
  const [validated, setValidated] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      setValidated(true);
      return;
    }
    const data = new FormData(form);
    setSaved({ name: String(data.get('name')), email: String(data.get('email')) });
    setValidated(false);
    setShow(false);
  };
  return (
    <>
      <Button onClick={() => setShow(true)}>{t('modals.formOpen')}</Button>
      {saved && (
        <Alert variant="success" className="mt-3 mb-0" role="status">
          {t('modals.formSaved', saved)}
        </Alert>
      )}
      <Modal show={show} onHide={() => setShow(false)} aria-labelledby="form-modal-title" onKeyDown={cycleTab}>
        <Form noValidate validated={validated} onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('modals.close')}>
            <Modal.Title id="form-modal-title" as="h2" className="h5">
              {t('modals.formTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Form.Group className="mb-3" controlId="modal-name">
              <Form.Label>{t('modals.name')}</Form.Label>
              <Form.Control name="name" required autoFocus defaultValue={saved?.name} />
              <Form.Control.Feedback type="invalid">{t('modals.nameRequired')}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="modal-email">
              <Form.Label>{t('modals.email')}</Form.Label>
              <Form.Control name="email" type="email" required defaultValue={saved?.email} />
              <Form.Control.Feedback type="invalid">{t('modals.emailInvalid')}</Form.Control.Feedback>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setShow(false)}>
              {t('modals.cancel')}
            </Button>
            <Button type="submit">{t('modals.save')}</Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
