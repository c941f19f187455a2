import { MiscMessage } from '@vitrine/web/components/MiscMessage';
import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Countdown } from './Countdown';
import { NotifyForm } from './NotifyForm';
import './misc.scss';

/** "Coming soon": a live countdown to the (demo) launch and a form to be told when it opens. */
export default function ComingSoonPage() {
  const { t } = useTranslation('miscPages');
  return (
    <MiscMessage
      testId="coming-soon"
      visual={<Rocket size={64} className="vt-misc-icon mx-auto mb-3" aria-hidden />}
      title={t('comingSoon.title')}
      text={t('comingSoon.text')}
    >
      <Countdown />
      <NotifyForm />
    </MiscMessage>
  );
}
