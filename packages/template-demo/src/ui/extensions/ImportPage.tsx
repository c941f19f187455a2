import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { type ReadResult, readTableFile } from './spreadsheet/readTable';
import './extensions.scss';

/** /extensions/import: a CSV (papaparse) or XLSX (read-excel-file) file read in the browser into a table. */
export default function ImportPage() {
  const { t } = useTranslation('uiExtensions');
  const [file, setFile] = useState<string | null>(null);
  const [result, setResult] = useState<ReadResult | null>(null);
  const [busy, setBusy] = useState(false);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    // Checked by readTableFile too, so a dropped file of another type gets a reason, not silence.
    onDrop: async (accepted, rejected) => {
      const chosen = accepted[0] ?? rejected[0]?.file;
      if (!chosen) return;
      setBusy(true);
      setFile(chosen.name);
      setResult(await readTableFile(chosen));
      setBusy(false);
    },
  });
  return (
    <ShowcasePage pageId="extImport" description={t('import.description')}>
      <Example title={t('import.title')} description={t('import.text')}>
        <div {...getRootProps({ className: `vt-dropzone ${isDragActive ? 'is-active' : ''}` })}>
          <input {...getInputProps({ 'aria-label': t('import.input'), accept: '.csv,.xlsx,text/csv' })} />
          <FileUp size={28} aria-hidden className="text-primary" />
          <p className="mb-2">{isDragActive ? t('import.dropNow') : t('import.dropHere')}</p>
          <Button variant="primary" onClick={open}>
            {t('import.choose')}
          </Button>
        </div>
        <div aria-live="polite" className="mt-3">
          {busy && <p>{t('import.reading')}</p>}
          {!busy && result && !result.ok && (
            <Alert variant="danger" className="mb-0">
              {t(`import.errors.${result.reason}`, { file })}
            </Alert>
          )}
          {!busy && result?.ok && (
            <>
              <p className="small" data-testid="import-summary">
                {t('import.summary', { file, count: result.rows.length })}
                {result.truncated && ` ${t('import.truncated')}`}
              </p>
              <div className="table-responsive">
                <Table size="sm" striped className="mb-0" data-testid="import-table">
                  <thead>
                    <tr>
                      {result.header.map((h, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional; headers may repeat or be blank
                        <th key={i} scope="col">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {result.rows.map((row, r) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read file have no identity but their place
                      <tr key={r}>
                        {row.map((cell, c) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                          <td key={c}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </>
          )}
        </div>
      </Example>
    </ShowcasePage>
  );
}
