import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Form, InputGroup, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppDispatch } from '../../../store';
import { SERVER_UNREACHABLE } from '../api/ownerClient';
import { CatalogueUrlStatus } from '../shared/CatalogueUrlStatus';
import { useCatalogueUrlCheck } from '../shared/useCatalogueUrlCheck';
import { register as registerOwner } from './authSlice';
import { registerSchema } from './registerForm';
import { homeFor, useSession } from './useSession';

const fields = ['name', 'shop_name', 'shop_catalogue_url', 'email', 'password'] as const;

/** A new owner creates an account and a shop, then lands signed in on Edit Account. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const auth = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [apiError, setApiError] = useState<string | null>(null);
  /** Set while this page signs the new owner in, so the signed-in redirect goes to the dashboard and its setup guide. */
  const registered = useRef(false);

  const schema = useMemo(() => registerSchema(t), [t]);
  type Values = z.infer<typeof schema>;
  const {
    register: field,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', shop_name: '', shop_catalogue_url: '', email: '', password: '' },
  });
  const urlCheck = useCatalogueUrlCheck(watch('shop_catalogue_url'));

  if (auth.status === 'signedIn') {
    return <Navigate to={registered.current ? '/dashboard' : homeFor(auth.userRole)} replace />;
  }

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    if (urlCheck.state === 'taken') {
      setError('shop_catalogue_url', { message: urlCheck.reason || t('url.taken') });
      return;
    }
    registered.current = true;
    const result = await dispatch(registerOwner(values));
    if (registerOwner.fulfilled.match(result)) {
      navigate('/dashboard', { replace: true });
      return;
    }
    registered.current = false;
    const failure = result.payload;
    for (const [name, message] of Object.entries(failure?.errors ?? {})) {
      if ((fields as readonly string[]).includes(name)) setError(name as (typeof fields)[number], { message });
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
        <h1 className="h3 mb-1">{t('auth.registerTitle')}</h1>
        <p className="text-body-secondary">{t('auth.registerSubtitle')}</p>
        {apiError && (
          <Alert variant="danger" data-testid="register-error">
            {apiError}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="register-name">
            <Form.Label>{t('auth.name')}</Form.Label>
            <Form.Control autoComplete="name" isInvalid={!!errors.name} {...field('name')} />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="register-shop-name">
            <Form.Label>{t('auth.shopName')}</Form.Label>
            <Form.Control autoComplete="organization" isInvalid={!!errors.shop_name} {...field('shop_name')} />
            <Form.Control.Feedback type="invalid">{errors.shop_name?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="register-url">
            <Form.Label>{t('auth.catalogueUrl')}</Form.Label>
            <InputGroup hasValidation>
              <InputGroup.Text>{window.location.host}/</InputGroup.Text>
              <Form.Control
                autoComplete="off"
                aria-describedby="register-url-status"
                isInvalid={!!errors.shop_catalogue_url || urlCheck.state === 'taken'}
                isValid={urlCheck.state === 'available'}
                {...field('shop_catalogue_url')}
              />
              <Form.Control.Feedback type="invalid">{errors.shop_catalogue_url?.message}</Form.Control.Feedback>
            </InputGroup>
            <CatalogueUrlStatus id="register-url-status" check={urlCheck} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="register-email">
            <Form.Label>{t('auth.email')}</Form.Label>
            <Form.Control type="email" autoComplete="email" isInvalid={!!errors.email} {...field('email')} />
            <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="register-password">
            <Form.Label>{t('auth.password')}</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              isInvalid={!!errors.password}
              {...field('password')}
            />
            <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
            <Form.Text>{t('auth.passwordHint')}</Form.Text>
          </Form.Group>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('auth.register')}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-0">
          {t('auth.haveAccount')} <Link to="/login">{t('auth.signIn')}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
