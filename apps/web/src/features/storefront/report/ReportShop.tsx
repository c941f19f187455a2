import { limits } from '@vitrine/contracts/rules';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { reportShop } from '../../../api/storefront';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/toasts/notify';
import { useTranslation } from '../../../i18n/shop';
import { useHydrated } from '../shared/serverRender';
import { hasReported, rememberReport } from './reportCookie';

type Open = 'none' | 'form' | 'already';

/**
 * Report a shop (spec sections 4, 5, 8): with the shop's cookie present the visitor sees
 * "Already Reported"; otherwise a dialog whose text is optional. Success sets the cookie,
 * closes the dialog and thanks; failure keeps the dialog open with a message.
 */
export function ReportShop({ shopId }: { shopId: number }) {
  const { t } = useTranslation('storefront');
  const [open, setOpen] = useState<Open>('none');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const fieldId = useId();
  const ready = useHydrated();
  const hintId = useId();

  const start = () => {
    setFailed(false);
    setOpen(hasReported(shopId) ? 'already' : 'form');
  };
  const close = () => setOpen('none');

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailed(false);
    const ok = await reportShop(shopId, message);
    setSending(false);
    if (!ok) {
      setFailed(true);
      return;
    }
    rememberReport(shopId);
    setMessage('');
    setOpen('none');
    notify('success', t('report.thanks'));
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-link sf-footer-link"
        onClick={start}
        disabled={!ready}
        data-testid="report-button"
      >
        <Flag aria-hidden="true" size={16} /> {t('report.button')}
      </button>
      <Dialog
        open={open === 'form'}
        title={t('report.title')}
        onClose={close}
        closeLabel={t('common.close')}
        testId="report-dialog"
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="submit" form={`${fieldId}-form`} className="btn btn-primary" disabled={sending}>
              {sending ? t('report.sending') : t('report.send')}
            </button>
          </>
        }
      >
        <form id={`${fieldId}-form`} onSubmit={send} noValidate>
          <label htmlFor={fieldId} className="form-label">
            {t('report.label')}
          </label>
          <p id={hintId} className="form-text mt-0">
            {t('report.hint')}
          </p>
          <textarea
            id={fieldId}
            className="form-control"
            rows={5}
            autoFocus
            maxLength={limits.reportMessage}
            value={message}
            aria-describedby={hintId}
            onChange={(event) => setMessage(event.target.value)}
            data-testid="report-message"
          />
          {failed ? (
            <p className="alert alert-danger mt-3 mb-0" role="alert">
              {t('report.failed')}
            </p>
          ) : null}
        </form>
      </Dialog>
      <Dialog
        open={open === 'already'}
        title={t('report.alreadyTitle')}
        onClose={close}
        closeLabel={t('common.close')}
        testId="already-reported-dialog"
        footer={
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('common.ok')}
          </button>
        }
      >
        <p className="mb-0">{t('report.alreadyText')}</p>
      </Dialog>
    </>
  );
}
