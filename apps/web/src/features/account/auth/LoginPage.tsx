import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAppDispatch } from '../../../store';
import { SERVER_UNREACHABLE } from '../api/ownerClient';
import { login, noticeShown } from './authSlice';
import { homeFor, safeRedirect, useSession } from './useSession';

/** Sign-in (full-screen layout): per-field messages, the API's error, then back to where the owner was going. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const { t: tReset } = useTranslation('passwordReset');
  const auth = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [apiError, setApiError] = useState<string | null>(null);
  const [expired] = useState(auth.notice === 'sessionExpired');
  const [deleted] = useState(auth.notice === 'accountDeleted');

  useEffect(() => {
    if (auth.notice) dispatch(noticeShown());
  }, [auth.notice, dispatch]);

  const schema = useMemo(
    () =>
      z.object({
        email: z.string().trim().min(1, t('auth.errors.emailRequired')).email(t('auth.errors.emailInvalid')),
        password: z.string().min(1, t('auth.errors.passwordRequired')),
      }),
    [t],
  );
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  if (auth.status === 'signedIn') return <Navigate to={redirect ?? homeFor(auth.userRole)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    const result = await dispatch(login(values));
    if (login.fulfilled.match(result)) {
      navigate(redirect ?? homeFor(result.payload.userRole), { replace: true });
      return;
    }
    const failure = result.payload;
    for (const [name, message] of Object.entries(failure?.errors ?? {})) {
      if (name === 'email' || name === 'password') setError(name, { message });
    }
    setApiError(
      !failure || failure.message === SERVER_UNREACHABLE
        ? t('errors.unreachable')
        : failure.message || t('errors.generic'),
    );
  });

  return (
    <Card className="vt-auth-card p-2" as="main">
      <Card.Body>
        <h1 className="h3 mb-1">{t('auth.loginTitle')}</h1>
        <p className="text-body-secondary">{t('auth.loginSubtitle')}</p>
        {expired && (
          <Alert variant="warning" data-testid="session-expired">
            {t('auth.sessionExpired')}
          </Alert>
        )}
        {deleted && (
          <Alert variant="success" role="status" data-testid="account-deleted">
            {t('auth.accountDeleted')}
          </Alert>
        )}
        {apiError && (
          <Alert variant="danger" role="alert" data-testid="login-error">
            {apiError}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="login-email">
            <Form.Label>{t('auth.email')}</Form.Label>
            <Form.Control type="email" autoComplete="email" isInvalid={!!errors.email} {...field('email')} />
            <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="login-password">
            <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
              <Form.Label>{t('auth.password')}</Form.Label>
              <Link to="/pages/forgot-password" className="small mb-2">
                {tReset('login.forgot')}
              </Link>
            </div>
            <Form.Control
              type="password"
              autoComplete="current-password"
              isInvalid={!!errors.password}
              {...field('password')}
            />
            <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('auth.signIn')}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-0">
          {t('auth.newHere')} <Link to="/pages/register">{t('auth.createAccount')}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
