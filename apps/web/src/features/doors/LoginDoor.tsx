import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SERVER_UNREACHABLE } from '../account/api/ownerClient';
import { signInCall } from '../account/auth/authCalls';
import { homeFor, safeRedirect } from '../account/auth/redirects';
import { useHydrated } from '../storefront/shared/serverRender';
import { enterOwnerArea, useSignedInAlready, warmOwnerArea } from './enterOwnerArea';
import { clearDoorNotice, pendingDoorNotice } from './handoff';
import { useDoorText } from './strings';
import { SubmitButton, TextField } from './TextField';
import { useDoorForm } from './useDoorForm';
import { checkLogin } from './validation';

/** Sign-in: per-field messages, the API's error, then on to where the owner was going (else the dashboard). */
export default function LoginDoor() {
  const { t } = useDoorText();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [notice] = useState(pendingDoorNotice);
  const [apiError, setApiError] = useState<string | null>(null);
  const form = useDoorForm({ email: '', password: '' }, (raw) => checkLogin(raw, t));

  useEffect(() => clearDoorNotice(), []);
  useSignedInAlready((user) => redirect ?? homeFor(user.userRole));

  const onSubmit = form.onSubmit(async (values) => {
    setApiError(null);
    warmOwnerArea(redirect === null);
    const result = await signInCall(values);
    if (result.ok) return enterOwnerArea(result.data, redirect ?? homeFor(result.data.userRole), navigate);
    for (const [name, message] of Object.entries(result.errors)) {
      if (name === 'email' || name === 'password') form.setError(name, message);
    }
    setApiError(
      result.message === SERVER_UNREACHABLE ? t('errors.unreachable') : result.message || t('errors.generic'),
    );
  });

  return (
    <main className="card vt-auth-card p-2">
      <div className="card-body">
        <h1 className="h3 mb-1">{t('auth.loginTitle')}</h1>
        <p className="text-body-secondary">{t('auth.loginSubtitle')}</p>
        {notice === 'sessionExpired' && (
          <div className="alert alert-warning" role="alert" data-testid="session-expired">
            {t('auth.sessionExpired')}
          </div>
        )}
        {notice === 'accountDeleted' && (
          <div className="alert alert-success" role="status" data-testid="account-deleted">
            {t('auth.accountDeleted')}
          </div>
        )}
        {notice === 'passwordChanged' && (
          <div className="alert alert-success" role="status" data-testid="password-changed">
            {t('login.passwordChanged')}
          </div>
        )}
        {apiError && (
          <div className="alert alert-danger" role="alert" data-testid="login-error">
            {apiError}
          </div>
        )}
        <form noValidate onSubmit={onSubmit}>
          {/* Server HTML: usable once hydrated (a value typed before would be lost). */}
          <fieldset disabled={!hydrated}>
            <TextField
              id="login-email"
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              field={form.field('email')}
              error={form.errors.email}
            />
            <TextField
              id="login-password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              field={form.field('password')}
              error={form.errors.password}
              aside={
                <Link to="/pages/forgot-password" className="small mb-2">
                  {t('login.forgot')}
                </Link>
              }
            />
            <SubmitButton busy={form.submitting}>{t('auth.signIn')}</SubmitButton>
          </fieldset>
        </form>
        <p className="text-center mt-3 mb-0">
          {t('auth.newHere')} <Link to="/pages/register">{t('auth.createAccount')}</Link>
        </p>
      </div>
    </main>
  );
}
