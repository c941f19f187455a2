import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { downloadRows, type ExportFormat } from './exportFile';
import type { SampleRow } from './sampleRows';

/** A file name field and one button per format; says what was downloaded (or why nothing was). */
export function ExportToolbar({ rows, idPrefix }: { rows: SampleRow[]; idPrefix: string }) {
  const { t } = useTranslation('uiExtensions');
  const [name, setName] = useState('customers');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (format: ExportFormat) => {
    try {
      const file = await downloadRows(rows, format, name);
      setMessage({ ok: true, text: t('export.done', { file, count: rows.length }) });
    } catch {
      setMessage({ ok: false, text: t('export.failed') });
    }
  };
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${idPrefix}-name`} className="flex-grow-1" style={{ maxWidth: '20rem' }}>
          <Form.Label>{t('export.fileName')}</Form.Label>
          <Form.Control value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Group>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} variant="primary" disabled={rows.length === 0} onClick={() => run(format)}>
            <Download size={16} aria-hidden className="me-1" />
            {t(`export.${format}`)}
          </Button>
        ))}
      </div>
      {rows.length === 0 && <p className="small text-body-secondary mt-2 mb-0">{t('export.nothingSelected')}</p>}
      {message && (
        <Alert variant={message.ok ? 'success' : 'danger'} className="mt-2 mb-0 py-2 small" role="status">
          {message.text}
        </Alert>
      )}
    </div>
  );
}
