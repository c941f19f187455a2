import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <main className="vt-message-page">
      <h1>{t('notAuthorized.title')}</h1>
      <p>{t('notAuthorized.text')}</p>
      <Link to="/">{t('notAuthorized.home')}</Link>
    </main>
  );
}
