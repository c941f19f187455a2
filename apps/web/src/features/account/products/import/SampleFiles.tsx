import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { saveFile } from '../../../../components/saveFile';
import { useFailureText } from '../../../../components/ui';
import { ownerDownload } from '../../api/ownerClient';
import type { SheetFormat } from '../ExportMenu';

/**
 * "Start from a sample": a small file in the import's columns, with three example products in the
 * owner's language and shop currency, to fill in and send back.
 */
export function SampleFiles() {
  const { t, i18n } = useTranslation('catalogueImport');
  const failureText = useFailureText();
  const [busy, setBusy] = useState<SheetFormat | null>(null);

  const download = async (format: SheetFormat) => {
    setBusy(format);
    const lang = i18n.language.slice(0, 2);
    const result = await ownerDownload(`account/products/import/sample?format=${format}&lang=${lang}`);
    setBusy(null);
    if (result.ok) saveFile(result.data.blob, result.data.filename);
    else toast.error(`${t('sample.failed')} ${failureText(result.message)}`);
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2" data-testid="import-sample">
      <span className="small">{t('sample.lead')}</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="link"
          size="sm"
          className="p-0"
          disabled={busy !== null}
          data-testid={`import-sample-${format}`}
          onClick={() => void download(format)}
        >
          {busy === format ? (
            <Spinner size="sm" className="me-1" aria-hidden />
          ) : (
            <Download size={14} className="me-1" aria-hidden />
          )}
          {t(`sample.${format}`)}
        </Button>
      ))}
    </div>
  );
}
