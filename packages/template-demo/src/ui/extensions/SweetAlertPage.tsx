import { useCallback, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { type AlertConfig, AlertDialog, type AlertIcon } from './alert/AlertDialog';

const iconKinds: { icon: AlertIcon; variant: string }[] = [
  { icon: 'success', variant: 'success' },
  { icon: 'error', variant: 'danger' },
  { icon: 'warning', variant: 'warning' },
  { icon: 'info', variant: 'info' },
  { icon: 'question', variant: 'secondary' },
];

/** /extensions/sweet-alert: alert, confirm, timer and prompt dialogs on react-bootstrap's Modal — no library. */
export default function SweetAlertPage() {
  const { t } = useTranslation('uiExtensions');
  const [dialog, setDialog] = useState<AlertConfig | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const close = useCallback(() => setDialog(null), []);
  // The next dialog opens after the closing one has left, so focus returns cleanly between them.
  const then = (next: AlertConfig) => setTimeout(() => setDialog(next), 200);

  const confirmDelete = () =>
    setDialog({
      icon: 'warning',
      title: t('alert.sureTitle'),
      text: t('alert.sureText'),
      confirmLabel: t('alert.sureConfirm'),
      confirmVariant: 'danger',
      cancelLabel: t('alert.cancel'),
      onConfirm: () => {
        setResult(t('alert.deletedResult'));
        then({ icon: 'success', title: t('alert.deletedTitle'), text: t('alert.deletedText') });
      },
      onCancel: () => {
        setResult(t('alert.cancelledResult'));
        then({ icon: 'info', title: t('alert.cancelledTitle'), text: t('alert.cancelledText') });
      },
    });
  const prompt = () =>
    setDialog({
      icon: 'question',
      title: t('alert.promptTitle'),
      input: { label: t('alert.promptLabel'), placeholder: 'Sunrise Electronics', required: true },
      confirmLabel: t('alert.promptConfirm'),
      cancelLabel: t('alert.cancel'),
      onConfirm: (value) => {
        setResult(t('alert.promptResult', { value }));
        then({ icon: 'success', title: t('alert.promptThanks', { value }) });
      },
    });

  return (
    <ShowcasePage pageId="extSweetAlert" description={t('alert.description')}>
      <ExampleGrid>
        <Example title={t('alert.basic')} description={t('alert.basicText')}>
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={() => setDialog({ title: t('alert.basicTitle') })}>{t('alert.basicButton')}</Button>
            <Button
              variant="outline-primary"
              onClick={() => setDialog({ title: t('alert.withTextTitle'), text: t('alert.withTextText') })}
            >
              {t('alert.withTextButton')}
            </Button>
          </div>
        </Example>
        <Example title={t('alert.icons')} description={t('alert.iconsText')}>
          <div className="d-flex flex-wrap gap-2">
            {iconKinds.map(({ icon, variant }) => (
              <Button
                key={icon}
                variant={variant}
                onClick={() =>
                  setDialog({ icon, title: t(`alert.iconTitles.${icon}`), text: t(`alert.iconTexts.${icon}`) })
                }
              >
                {t(`alert.iconNames.${icon}`)}
              </Button>
            ))}
          </div>
        </Example>
        <Example title={t('alert.confirm')} description={t('alert.confirmText')}>
          <Button variant="danger" onClick={confirmDelete}>
            {t('alert.deleteFile')}
          </Button>
        </Example>
        <Example title={t('alert.timerPrompt')} description={t('alert.timerPromptText')}>
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="outline-primary"
              onClick={() =>
                setDialog({ icon: 'info', title: t('alert.timerTitle'), text: t('alert.timerText'), timer: 3000 })
              }
            >
              {t('alert.timerButton')}
            </Button>
            <Button variant="outline-primary" onClick={prompt}>
              {t('alert.promptButton')}
            </Button>
          </div>
        </Example>
      </ExampleGrid>
      <p className="mb-0" aria-live="polite" data-testid="alert-result">
        {t('alert.lastResult')}: <strong>{result ?? t('alert.noResult')}</strong>
      </p>
      <AlertDialog config={dialog} onClose={close} />
    </ShowcasePage>
  );
}
