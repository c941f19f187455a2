import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, Dropdown, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { saveFile } from '../../../components/saveFile';
import { useFailureText } from '../../../components/ui';
import { ownerDownload } from '../api/ownerClient';

export type SheetFormat = 'csv' | 'xlsx';

/**
 * The Products page's "Export" button: the whole catalogue as CSV or Excel, fetched with
 * the owner's session and saved under the name the server gives it. A failure says why in a toast
 * that offers to try again.
 */
export function ExportMenu() {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);

  const download = async (format: SheetFormat) => {
    setBusy(true);
    const result = await ownerDownload(`account/products/export?format=${format}`);
    setBusy(false);
    if (result.ok) {
      saveFile(result.data.blob, result.data.filename);
      return;
    }
    const id = `products-export-${format}`;
    toast.error(
      <div>
        <p className="mb-2">
          {t('products.export.failed')} {failureText(result.message)}
        </p>
        <Button
          size="sm"
          variant="light"
          onClick={() => {
            toast.dismiss(id);
            void download(format);
          }}
        >
          {t('common.retry')}
        </Button>
      </div>,
      // Kept until the owner acts on it (the app's toasts otherwise close after a second).
      { toastId: id, autoClose: false, closeOnClick: false },
    );
  };

  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-primary" disabled={busy} data-testid="export-products">
        {busy ? (
          <Spinner size="sm" className="me-2" aria-hidden />
        ) : (
          <Download size={16} className="me-2" aria-hidden />
        )}
        {busy ? t('products.export.busy') : t('products.export.button')}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => download('csv')}>
          {t('products.export.csv')}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => download('xlsx')}>
          {t('products.export.xlsx')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
