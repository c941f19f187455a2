import { RotateCw } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MiscMessage } from '../../components/MiscMessage';

/** "Internal server error" (spec section 8's 5xx answer, shown as a page): try again or go home. */
export default function ServerErrorPage() {
  const { t } = useTranslation('miscPages');
  return (
    <MiscMessage
      testId="server-error"
      visual={
        <p className="vt-misc-code" aria-hidden>
          500
        </p>
      }
      title={t('serverError.title')}
      text={t('serverError.text')}
    >
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Button
          variant="primary"
          className="d-inline-flex align-items-center gap-2"
          onClick={() => window.location.reload()}
        >
          <RotateCw size={16} aria-hidden />
          {t('serverError.retry')}
        </Button>
        <Link to="/" className="btn btn-outline-primary">
          {t('home')}
        </Link>
      </div>
    </MiscMessage>
  );
}
