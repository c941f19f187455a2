import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SERVER_UNREACHABLE } from '../api/ownerClient';
import { AuthCardIcon } from './AuthCardIcon';
import { requestResetLink } from './api';
import { forgotSchema } from './forms';

/**
 * /pages/forgot-password: an owner asks for a reset link. The answer is the same whether or not the
 * address has an account, so the page only ever says "if an account exists…".
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('passwordReset');
  const [sent, setSent] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);
  const schema = useMemo(() => forgotSchema(t), [t]);
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setApiError(null);
    const result = await requestResetLink(email);
    if (result.ok) {
      setSent(true);
      return;
    }
    if (result.status === 400 && result.errors.email) {
      setError('email', { message: t('errors.emailInvalid') });
      return;
    }
    setApiError(
      result.status === 429
        ? t('errors.tooMany')
        : result.message === SERVER_UNREACHABLE
          ? t('errors.unreachable')
          : t('errors.generic'),
    );
  });

  return (
    <Card className="vt-auth-card p-2" as="main">
      <Card.Body>
        {sent ? (
          <div className="text-center" data-testid="reset-link-sent">
            <AuthCardIcon icon={MailCheck} tone="success" />
            <h1 className="h3 mb-3">{t('forgot.sentTitle')}</h1>
            <p role="status">{t('forgot.sent')}</p>
            <p className="text-body-secondary small">{t('forgot.spam')}</p>
            <div className="d-grid gap-2">
              <Link to="/login" className="btn btn-primary">
                {t('forgot.backToLogin')}
              </Link>
              <Button variant="link" onClick={() => setSent(false)}>
                {t('forgot.again')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <div className="text-center">
              <AuthCardIcon icon={KeyRound} />
              <h1 className="h3 mb-1">{t('forgot.title')}</h1>
              <p className="text-body-secondary">{t('forgot.subtitle')}</p>
            </div>
            {apiError && (
              <Alert variant="danger" role="alert" data-testid="forgot-error">
                {apiError}
              </Alert>
            )}
            <Form noValidate onSubmit={onSubmit}>
              <Form.Group className="mb-3" controlId="forgot-email">
                <Form.Label>{t('forgot.email')}</Form.Label>
                <Form.Control
                  type="email"
                  autoComplete="email"
                  autoFocus
                  isInvalid={!!errors.email}
                  {...field('email')}
                />
                <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
              </Form.Group>
              <Button type="submit" className="w-100" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
                {isSubmitting ? t('forgot.sending') : t('forgot.send')}
              </Button>
            </Form>
            <p className="text-center mt-3 mb-0">
              <Link to="/login">{t('forgot.backToLogin')}</Link>
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
