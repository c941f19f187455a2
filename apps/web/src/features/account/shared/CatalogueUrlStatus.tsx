import { useTranslation } from 'react-i18next';
import type { UrlCheck } from './useCatalogueUrlCheck';

/** The availability line under a catalogue URL field, announced politely to screen readers. */
export function CatalogueUrlStatus({ id, check }: { id: string; check: UrlCheck }) {
  const { t } = useTranslation('account');
  const text =
    check.state === 'checking'
      ? t('url.checking')
      : check.state === 'available'
        ? t('url.available')
        : check.state === 'taken'
          ? check.reason || t('url.taken')
          : check.state === 'error'
            ? t('url.error')
            : '';
  const tone =
    check.state === 'available' ? 'text-success' : check.state === 'taken' ? 'text-danger' : 'text-body-secondary';
  return (
    <div id={id} className={`form-text ${tone}`} aria-live="polite" data-testid="url-status" data-state={check.state}>
      {text}
    </div>
  );
}
