import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { homeFor, safeRedirect } from '../account/auth/redirects';
import { useSession } from '../account/auth/useSession';
import { IdleLockSelect } from './IdleLockSelect';
import { LockPanel } from './LockPanel';
import { lastShellPage, lockSession, unlockSession } from './lockState';
import { ThemeToggle } from './ThemeToggle';

/**
 * /pages/lock-screen (full-screen layout): opening it locks the session (the shell stays locked
 * too until the password is given); unlocking returns to the page the owner came from.
 */
export default function LockScreenPage() {
  const { t } = useTranslation('lockScreen');
  const auth = useSession();
  const navigate = useNavigate();
  // Read once: the page the shell showed last in this tab, before the lock screen.
  const [from] = useState(() => safeRedirect(lastShellPage()));
  const signedIn = auth.status === 'signedIn';
  useEffect(() => {
    if (signedIn) lockSession();
  }, [signedIn]);

  if (auth.status === 'signedOut') return <Navigate to="/login" replace />;
  if (!signedIn) return <Spinner label={t('checking')} />;
  const onUnlocked = () => {
    unlockSession();
    navigate(from ?? homeFor(auth.userRole), { replace: true });
  };
  return (
    <>
      {/* The full-screen layout already offers the language; the theme sits next to it. */}
      <div className="position-absolute top-0 start-0 m-3">
        <ThemeToggle />
      </div>
      <LockPanel name={auth.name} onUnlocked={onUnlocked} footer={<IdleLockSelect id="lock-idle" />} />
    </>
  );
}
