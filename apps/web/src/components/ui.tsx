import type { ReactNode } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SERVER_UNREACHABLE } from '../features/account/api/ownerClient';

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
      <div>
        <h1 className="h3 mb-1">{title}</h1>
        {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
      </div>
      {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('account');
  return (
    <div className="d-flex justify-content-center p-5" role="status">
      <Spinner aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A failed load in words, with Retry. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  const text = !message || message === SERVER_UNREACHABLE ? t('errors.loadFailed') : message;
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3" data-testid="load-error">
      <span>{text}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** The API's message for a failed save, or the generic one. */
export function useFailureText() {
  const { t } = useTranslation('account');
  return (message: string | undefined) =>
    !message ? t('errors.generic') : message === SERVER_UNREACHABLE ? t('errors.unreachable') : message;
}

export function ConfirmDialog({
  show,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy = false,
  variant = 'danger',
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The way back, where "Cancel" beside the action would read as the action (cancelling an order). */
  cancelLabel?: string;
  busy?: boolean;
  variant?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="confirm-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy} data-testid="confirm-button">
          {busy && <Spinner size="sm" className="me-2" aria-hidden />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Previous/next for an owner list, from the page info the API sends with it (total, page, per_page). */
export function Pager({
  list: { page, total, per_page },
  onPage,
}: {
  list: { page: number; total: number; per_page: number };
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  const pages = Math.ceil(total / per_page);
  if (pages <= 1) return null;
  return (
    <nav
      className="d-flex align-items-center justify-content-end gap-2 mt-3"
      aria-label={t('common.pageOf', { page, pages })}
    >
      <Button variant="outline-primary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span aria-current="page">{t('common.pageOf', { page, pages })}</span>
      <Button variant="outline-primary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
