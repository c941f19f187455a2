import type { RegisterRequest } from '@vitrine/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SERVER_UNREACHABLE } from '../account/api/ownerClient';
import { registerCall } from '../account/auth/authCalls';
import { homeFor } from '../account/auth/redirects';
import { useHydrated } from '../storefront/shared/serverRender';
import { enterOwnerArea, useSignedInAlready, warmOwnerArea } from './enterOwnerArea';
import { useDoorText } from './strings';
import { SubmitButton, TextField } from './TextField';
import { useDoorForm } from './useDoorForm';
import { type UrlCheck, useUrlCheck } from './useUrlCheck';
import { checkRegister } from './validation';

const fields = ['name', 'shop_name', 'shop_catalogue_url', 'email', 'password'] as const;
const blank: RegisterRequest = { name: '', shop_name: '', shop_catalogue_url: '', email: '', password: '' };

/** The availability line under the catalogue address, announced politely to screen readers. */
function UrlStatus({ id, check }: { id: string; check: UrlCheck }) {
  const { t } = useDoorText();
  const text =
    check.state === 'checking'
      ? t('url.checking')
      : check.state === 'available'
        ? t('url.available')
        : check.state === 'taken'
          ? check.reason || t('url.taken')
          : check.state === 'error'
            ? t('url.error')
            : '';
  const tone =
    check.state === 'available' ? 'text-success' : check.state === 'taken' ? 'text-danger' : 'text-body-secondary';
  return (
    <div id={id} className={`form-text ${tone}`} aria-live="polite" data-testid="url-status" data-state={check.state}>
      {text}
    </div>
  );
}

/** A new owner creates an account and a shop, then lands signed in on the dashboard and its setup guide. */
export default function RegisterDoor() {
  const { t } = useDoorText();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [apiError, setApiError] = useState<string | null>(null);
  const form = useDoorForm({ ...blank }, (raw) => checkRegister(raw, t));
  const urlCheck = useUrlCheck(form.raw.shop_catalogue_url);
  useSignedInAlready((user) => homeFor(user.userRole));

  const onSubmit = form.onSubmit(async (values) => {
    setApiError(null);
    if (urlCheck.state === 'taken') {
      form.setError('shop_catalogue_url', urlCheck.reason || t('url.taken'));
      return;
    }
    warmOwnerArea(true);
    const result = await registerCall(values);
    if (result.ok) return enterOwnerArea(result.data, '/dashboard', navigate);
    for (const [name, message] of Object.entries(result.errors)) {
      if ((fields as readonly string[]).includes(name)) form.setError(name as (typeof fields)[number], message);
    }
    setApiError(
      result.message === SERVER_UNREACHABLE ? t('errors.unreachable') : result.message || t('errors.generic'),
    );
  });

  return (
    <main className="card vt-auth-card p-2">
      <div className="card-body">
        <h1 className="h3 mb-1">{t('auth.registerTitle')}</h1>
        <p className="text-body-secondary">{t('auth.registerSubtitle')}</p>
        {apiError && (
          <div className="alert alert-danger" role="alert" data-testid="register-error">
            {apiError}
          </div>
        )}
        <form noValidate onSubmit={onSubmit}>
          {/* Server HTML: usable once hydrated (a value typed before would be lost). */}
          <fieldset disabled={!hydrated}>
            <TextField
              id="register-name"
              label={t('auth.name')}
              autoComplete="name"
              field={form.field('name')}
              error={form.errors.name}
            />
            <TextField
              id="register-shop-name"
              label={t('auth.shopName')}
              autoComplete="organization"
              field={form.field('shop_name')}
              error={form.errors.shop_name}
            />
            <TextField
              id="register-url"
              label={t('auth.catalogueUrl')}
              autoComplete="off"
              // The site's own address, which only the browser knows (the server renders the page for any host).
              prefix={`${hydrated ? window.location.host : ''}/`}
              field={form.field('shop_catalogue_url')}
              error={form.errors.shop_catalogue_url}
              invalid={urlCheck.state === 'taken'}
              valid={urlCheck.state === 'available'}
              describedBy="register-url-status"
              after={<UrlStatus id="register-url-status" check={urlCheck} />}
            />
            <TextField
              id="register-email"
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              field={form.field('email')}
              error={form.errors.email}
            />
            <TextField
              id="register-password"
              label={t('auth.password')}
              type="password"
              autoComplete="new-password"
              field={form.field('password')}
              error={form.errors.password}
              describedBy="register-password-hint"
              after={
                <div id="register-password-hint" className="form-text">
                  {t('auth.passwordHint')}
                </div>
              }
            />
            <SubmitButton busy={form.submitting}>{t('auth.register')}</SubmitButton>
          </fieldset>
        </form>
        <p className="text-center mt-3 mb-0">
          {t('auth.haveAccount')} <Link to="/login">{t('auth.signIn')}</Link>
        </p>
      </div>
    </main>
  );
}
