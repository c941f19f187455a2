import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SERVER_UNREACHABLE } from '../account/api/ownerClient';
import { AuthCardIcon } from '../account/password-reset/AuthCardIcon';
import { requestResetLink } from '../account/password-reset/api';
import { useHydrated } from '../storefront/shared/serverRender';
import { useDoorText } from './strings';
import { SubmitButton, TextField } from './TextField';
import { useDoorForm } from './useDoorForm';
import { checkForgot } from './validation';

/**
 * /pages/forgot-password: an owner asks for a reset link. The answer is the same whether or not the
 * address has an account, so the page only ever says "if an account exists…".
 */
export default function ForgotPasswordDoor() {
  const { t } = useDoorText();
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);
  const form = useDoorForm({ email: '' }, (raw) => checkForgot(raw, t));

  const onSubmit = form.onSubmit(async ({ email }) => {
    setApiError(null);
    const result = await requestResetLink(email);
    if (result.ok) {
      setSent(true);
      return;
    }
    if (result.status === 400 && result.errors.email) {
      form.setError('email', t('forgotErrors.emailInvalid'));
      return;
    }
    setApiError(
      result.status === 429
        ? t('forgotErrors.tooMany')
        : result.message === SERVER_UNREACHABLE
          ? t('forgotErrors.unreachable')
          : t('forgotErrors.generic'),
    );
  });

  return (
    <main className="card vt-auth-card p-2">
      <div className="card-body">
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
              <button type="button" className="btn btn-link" onClick={() => setSent(false)}>
                {t('forgot.again')}
              </button>
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
              <div className="alert alert-danger" role="alert" data-testid="forgot-error">
                {apiError}
              </div>
            )}
            <form noValidate onSubmit={onSubmit}>
              {/* Server HTML: usable once hydrated (a value typed before would be lost). */}
              <fieldset disabled={!hydrated}>
                <TextField
                  id="forgot-email"
                  label={t('forgot.email')}
                  type="email"
                  autoComplete="email"
                  autoFocus
                  field={form.field('email')}
                  error={form.errors.email}
                />
                <SubmitButton busy={form.submitting}>
                  {form.submitting ? t('forgot.sending') : t('forgot.send')}
                </SubmitButton>
              </fieldset>
            </form>
            <p className="text-center mt-3 mb-0">
              <Link to="/login">{t('forgot.backToLogin')}</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
