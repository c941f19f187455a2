import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { DemoError } from '../../mock/api/demoApi';
import { type NewMail, useSendMailMutation } from './emailApi';

const empty: NewMail = { to: '', cc: '', bcc: '', subject: '', message: '' };
const fields = ['to', 'cc', 'bcc', 'subject'] as const;
type Field = keyof NewMail;

/** A new mail (to, cc, bcc, subject, message) in a dialog; sent, it lands in Sent. The mock's field errors show by their fields. */
export function ComposeMail({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation('email');
  const [mail, setMail] = useState<NewMail>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [sendMail, { isLoading }] = useSendMailMutation();

  const close = () => {
    setErrors({});
    setFailure('');
    onClose();
  };
  const set = (field: Field, value: string) => {
    setMail((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    try {
      await sendMail(mail).unwrap();
      toast.success(t('compose.sent'));
      setMail(empty);
      close();
    } catch (caught) {
      const { error } = caught as DemoError;
      if (error && typeof error === 'object') {
        // The mock's reason per field, in the interface's language where it is a known one.
        const next: Partial<Record<Field, string>> = {};
        for (const [field, message] of Object.entries(error)) {
          next[field as Field] = t(`compose.errors.${field}`, { defaultValue: message });
        }
        setErrors(next);
        const first = fields.find((f) => next[f]);
        if (first) document.getElementById(`compose-${first}`)?.focus();
      } else {
        setFailure(typeof error === 'string' && error ? error : t('actions.failed'));
      }
    }
  };

  return (
    <Modal
      show={show}
      onHide={close}
      size="lg"
      fullscreen="sm-down"
      aria-labelledby="compose-title"
      className="email-compose vt-demo-app"
    >
      <Form noValidate onSubmit={submit} data-testid="compose-form">
        <Modal.Header closeButton closeLabel={t('compose.close')}>
          <Modal.Title id="compose-title" as="h2" className="h5">
            {t('compose.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          {fields.map((field) => (
            <Form.Group key={field} controlId={`compose-${field}`} className="mb-3">
              <Form.Label>{t(`compose.${field}`)}</Form.Label>
              <Form.Control
                type={field === 'subject' ? 'text' : 'email'}
                multiple={field !== 'subject'}
                autoComplete={field === 'subject' ? 'off' : 'email'}
                value={mail[field]}
                onChange={(e) => set(field, e.target.value)}
                isInvalid={Boolean(errors[field])}
                aria-describedby={
                  errors[field] ? `compose-${field}-error` : field === 'subject' ? undefined : `compose-${field}-help`
                }
                required={field === 'to'}
              />
              {field !== 'subject' && (
                <Form.Text id={`compose-${field}-help`} className={errors[field] ? 'visually-hidden' : undefined}>
                  {t('compose.addressHelp')}
                </Form.Text>
              )}
              <Form.Control.Feedback type="invalid" id={`compose-${field}-error`}>
                {errors[field]}
              </Form.Control.Feedback>
            </Form.Group>
          ))}
          <Form.Group controlId="compose-message">
            <Form.Label>{t('compose.message')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={7}
              value={mail.message}
              onChange={(e) => set('message', e.target.value)}
              isInvalid={Boolean(errors.message)}
              aria-describedby={errors.message ? 'compose-message-error' : undefined}
            />
            <Form.Control.Feedback type="invalid" id="compose-message-error">
              {errors.message}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button
            variant="outline-secondary"
            onClick={() => {
              setMail(empty);
              close();
            }}
          >
            {t('compose.discard')}
          </Button>
          <Button type="submit" variant="primary" disabled={isLoading} data-testid="compose-send">
            {isLoading ? (
              <Spinner size="sm" className="me-2" aria-hidden />
            ) : (
              <Send size={16} className="me-2 email-flip-rtl" aria-hidden />
            )}
            {t('compose.send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
