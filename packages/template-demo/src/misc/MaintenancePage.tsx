import { MiscMessage } from '@vitrine/web/components/MiscMessage';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './misc.scss';

/** "Under maintenance": what is happening, and the way back home. */
export default function MaintenancePage() {
  const { t } = useTranslation('miscPages');
  return (
    <MiscMessage
      testId="maintenance"
      visual={<Wrench size={64} className="vt-misc-icon mx-auto mb-3" aria-hidden />}
      title={t('maintenance.title')}
      text={t('maintenance.text')}
    >
      <Link to="/" className="btn btn-primary">
        {t('home')}
      </Link>
    </MiscMessage>
  );
}
