import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../store';
import { selectAuth } from '../account/auth/authSlice';
import { homeFor } from '../account/auth/redirects';

/** Where a menu item whose permissions exclude the user's role sends them (spec section 6). */
export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  const auth = useAppSelector(selectAuth);
  const home = auth.status === 'signedIn' ? homeFor(auth.userRole) : '/';
  return (
    <main className="vt-misc card p-5" data-testid="not-authorized">
      <ShieldOff size={64} className="text-primary mx-auto mb-3" aria-hidden />
      <h1 className="h2">{t('notAuthorized.title')}</h1>
      <p className="text-body-secondary">{t('notAuthorized.text')}</p>
      <Link to={home} className="btn btn-primary">
        {t('notAuthorized.home')}
      </Link>
    </main>
  );
}
