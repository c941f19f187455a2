import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="vt-misc card p-5" data-testid="not-found">
      <p className="vt-misc-code" aria-hidden>
        404
      </p>
      <h1 className="h2">{t('notFound.title')}</h1>
      <p className="text-body-secondary">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
