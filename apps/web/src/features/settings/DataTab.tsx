import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveFile } from '../../components/saveFile';
import { useAppDispatch } from '../../store';
import { ownerCall, ownerDownload, SERVER_UNREACHABLE } from '../account/api/ownerClient';
import { accountDeleted } from '../account/auth/authSlice';

/**
 * The owner's own data: the whole shop as a ZIP to keep, and deleting the shop and the
 * account for good, after typing the shop's address and the password.
 */
export function DataTab({ shopUrl }: { shopUrl: string }) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<{ field?: 'confirm' | 'password'; message: string } | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    const result = await ownerDownload('account/export');
    setDownloading(false);
    if (result.ok) saveFile(result.data.blob, result.data.filename);
    else setDownloadError(result.message === SERVER_UNREACHABLE ? t('errors.unreachable') : result.message);
  };

  const remove = async (event: React.FormEvent) => {
    event.preventDefault();
    setDeleting(true);
    setDeleteError(null);
    const result = await ownerCall('DELETE', 'account', { confirm, password });
    setDeleting(false);
    if (!result.ok) {
      if (result.status === 429) return setDeleteError({ message: t('errors.tooMany') });
      if (result.errors.password) return setDeleteError({ field: 'password', message: t('data.wrongPassword') });
      if (result.errors.confirm) return setDeleteError({ field: 'confirm', message: t('data.confirmMismatch') });
      return setDeleteError({
        message: result.message === SERVER_UNREACHABLE ? t('errors.unreachable') : result.message,
      });
    }
    dispatch(accountDeleted());
    navigate('/login', { replace: true });
  };

  const typed = confirm.trim() === shopUrl;
  return (
    <>
      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5 mb-2">{t('data.exportTitle')}</h2>
          <p className="text-body-secondary">{t('data.exportIntro')}</p>
          {downloadError && (
            <Alert variant="danger" role="alert">
              {downloadError}
            </Alert>
          )}
          <Button
            onClick={download}
            disabled={downloading}
            data-testid="settings-export"
            className="d-inline-flex align-items-center gap-2"
          >
            {downloading ? <Spinner size="sm" aria-hidden /> : <Download size={18} aria-hidden />}
            {downloading ? t('data.exporting') : t('data.export')}
          </Button>
        </Card.Body>
      </Card>
      <Card border="danger">
        <Card.Body>
          <h2 className="h5 mb-2 text-danger">{t('data.deleteTitle')}</h2>
          <p>{t('data.deleteIntro')}</p>
          {deleteError && !deleteError.field && (
            <Alert variant="danger" role="alert">
              {deleteError.message}
            </Alert>
          )}
          <Form noValidate onSubmit={remove} data-testid="settings-delete-form">
            <Form.Group className="mb-3" controlId="settings-delete-confirm">
              <Form.Label>{t('data.confirmLabel', { url: shopUrl })}</Form.Label>
              <Form.Control
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                isInvalid={deleteError?.field === 'confirm'}
                aria-invalid={deleteError?.field === 'confirm' ? true : undefined}
                aria-describedby={deleteError?.field === 'confirm' ? 'settings-delete-confirm-error' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="settings-delete-confirm-error">
                {deleteError?.field === 'confirm' && deleteError.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="settings-delete-password">
              <Form.Label>{t('data.passwordLabel')}</Form.Label>
              <Form.Control
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                isInvalid={deleteError?.field === 'password'}
                aria-invalid={deleteError?.field === 'password' ? true : undefined}
                aria-describedby={deleteError?.field === 'password' ? 'settings-delete-password-error' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="settings-delete-password-error">
                {deleteError?.field === 'password' && deleteError.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Button
              type="submit"
              variant="danger"
              disabled={!typed || !password || deleting}
              data-testid="settings-delete"
              className="d-inline-flex align-items-center gap-2"
            >
              {deleting ? <Spinner size="sm" aria-hidden /> : <Trash2 size={18} aria-hidden />}
              {t('data.delete')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}
