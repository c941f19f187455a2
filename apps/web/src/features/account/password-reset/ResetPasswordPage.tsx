import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon, LockKeyhole } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useAppDispatch } from '../../../store';
import { leaveDoorNotice } from '../../doors/handoff';
import { SERVER_UNREACHABLE } from '../api/ownerClient';
import { tokenStore } from '../api/tokenStore';
import { logout } from '../auth/authSlice';
import { AuthCardIcon } from './AuthCardIcon';
import { resetPassword } from './api';
import { resetSchema } from './forms';
import { PasswordInput } from './PasswordInput';

type LinkProblem = 'missing' | 'invalid';

/** What a person can do with a dead link: ask for a new one, or go back to the login. */
function DeadLink({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('passwordReset');
  return (
    <div className="text-center" data-testid="reset-link-invalid">
      <AuthCardIcon icon={LinkIcon} tone="danger" />
      <h1 className="h3 mb-3">{t('reset.invalidTitle')}</h1>
      <Alert variant="danger" className="text-start">
        {problem === 'missing' ? t('reset.missing') : t('reset.invalid')}
      </Alert>
      <div className="d-grid gap-2">
        <Link to="/pages/forgot-password" className="btn btn-primary">
          {t('reset.askNew')}
        </Link>
        <Link to="/login" className="btn btn-link">
          {t('reset.backToLogin')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /pages/reset-password?token=…: the owner sets a new password through the mailed link. On success
 * every session ends (server side), this browser forgets its own, and the login page says so.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('passwordReset');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'missing');
  const [apiError, setApiError] = useState<string | null>(null);
  const schema = useMemo(() => resetSchema(t), [t]);
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setApiError(null);
    const result = await resetPassword(token, password);
    if (result.ok) {
      // The server has ended every session; a token this browser still holds is dead too.
      if (tokenStore.get()) dispatch(logout());
      // The sign-in page (a door, without the owner area's toasts) says so.
      leaveDoorNotice('passwordChanged');
      navigate('/login', { replace: true });
      return;
    }
    if (result.status === 400 && result.errors.token) {
      setProblem('invalid');
      return;
    }
    if (result.status === 400 && result.errors.password) {
      setError('password', { message: result.errors.password });
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
        {problem ? (
          <DeadLink problem={problem} />
        ) : (
          <>
            <div className="text-center">
              <AuthCardIcon icon={LockKeyhole} />
              <h1 className="h3 mb-1">{t('reset.title')}</h1>
              <p className="text-body-secondary">{t('reset.subtitle')}</p>
            </div>
            {apiError && (
              <Alert variant="danger" role="alert" data-testid="reset-error">
                {apiError}
              </Alert>
            )}
            <Form noValidate onSubmit={onSubmit}>
              <Form.Group className="mb-3" controlId="reset-password">
                <Form.Label>{t('reset.password')}</Form.Label>
                <PasswordInput
                  autoComplete="new-password"
                  autoFocus
                  aria-describedby="reset-password-hint"
                  isInvalid={!!errors.password}
                  feedback={errors.password?.message}
                  {...field('password')}
                />
                <Form.Text id="reset-password-hint">{t('reset.hint')}</Form.Text>
              </Form.Group>
              <Form.Group className="mb-3" controlId="reset-confirm">
                <Form.Label>{t('reset.confirm')}</Form.Label>
                <PasswordInput
                  autoComplete="new-password"
                  isInvalid={!!errors.confirm}
                  feedback={errors.confirm?.message}
                  {...field('confirm')}
                />
              </Form.Group>
              <Button type="submit" className="w-100" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
                {isSubmitting ? t('reset.saving') : t('reset.submit')}
              </Button>
            </Form>
            <p className="text-center mt-3 mb-0">
              <Link to="/login">{t('reset.backToLogin')}</Link>
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
