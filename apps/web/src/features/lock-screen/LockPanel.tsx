import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../store';
import { logout } from '../account/auth/authSlice';
import { unlockSession } from './lockState';
import { type UnlockFailure, unlockWithPassword } from './unlock';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/**
 * The unlock form of the lock screen: whose session it is, the password (checked by the server),
 * Unlock, and Sign out. `onUnlocked` runs once the server has accepted the password.
 */
export function LockPanel({ name, onUnlocked, footer }: { name: string; onUnlocked: () => void; footer?: ReactNode }) {
  const { t } = useTranslation('lockScreen');
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UnlockFailure | 'required' | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFailure('required');
      field.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await unlockWithPassword(password);
    setBusy(false);
    if (outcome) {
      setFailure(outcome);
      setPassword('');
      field.current?.focus();
      return;
    }
    onUnlocked();
  };
  const signOut = () => {
    unlockSession();
    dispatch(logout());
  };

  return (
    <Card className="vt-auth-card p-2" as="main" data-testid="lock-panel">
      <Card.Body>
        <div className="d-flex align-items-center gap-3 mb-3">
          <span className="vt-avatar" aria-hidden>
            {initials(name)}
          </span>
          <div>
            <h1 className="h3 mb-0 d-flex align-items-center gap-2">
              <Lock size={22} aria-hidden />
              {t('title')}
            </h1>
            <p className="text-body-secondary mb-0">{t('signedInAs', { name })}</p>
          </div>
        </div>
        <p>{t('intro')}</p>
        {failure && failure !== 'required' && (
          <Alert variant="danger" role="alert" data-testid="unlock-error">
            {t(`errors.${failure}`)}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          <Form.Group className="mb-3" controlId="lock-password">
            <Form.Label>{t('password')}</Form.Label>
            <Form.Control
              ref={field}
              type="password"
              autoComplete="current-password"
              // The panel is the whole screen and the password is all it asks for.
              autoFocus
              value={password}
              isInvalid={failure === 'required'}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{t('errors.required')}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" className="w-100" disabled={busy}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('unlock')}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-0">
          {t('notYou')}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={signOut} data-testid="lock-sign-out">
            {t('signOut')}
          </Button>
        </p>
        {footer && <div className="border-top mt-3 pt-3">{footer}</div>}
      </Card.Body>
    </Card>
  );
}
