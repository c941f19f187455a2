import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type EmailProblem, emailProblem } from './countdown';

/** "Notify me": checks the address at the field; a valid one is thanked (demo: nothing is sent). */
export function NotifyForm() {
  const { t } = useTranslation('miscPages');
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (!found) {
      setSentTo(email.trim());
      setEmail('');
    }
  };

  if (sentTo) {
    return (
      <Alert variant="success" className="d-flex align-items-start gap-2 text-start mb-0" role="status">
        <CircleCheck size={20} className="flex-shrink-0" aria-hidden />
        <span>
          {t('comingSoon.success', { email: sentTo })}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => setSentTo(null)}>
            {t('comingSoon.another')}
          </Button>
        </span>
      </Alert>
    );
  }

  return (
    <Form noValidate onSubmit={submit} className="text-start" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6">
        {t('comingSoon.notifyTitle')}
      </h2>
      <Form.Label htmlFor={`${id}-email`} className="visually-hidden">
        {t('comingSoon.emailLabel')}
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('comingSoon.emailPlaceholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (problem) setProblem(null);
          }}
          isInvalid={!!problem}
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="primary">
          {t('comingSoon.notify')}
        </Button>
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {problem && t(`comingSoon.errors.${problem}`)}
        </Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
