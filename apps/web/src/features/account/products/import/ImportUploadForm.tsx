import { sheetColumns } from '@vitrine/contracts';
import { FileCheck2, Upload } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SampleFiles } from './SampleFiles';

const fileOf = (input: EventTarget) => (input as HTMLInputElement).files?.[0] ?? null;

/**
 * The upload step: the spreadsheet, the ZIP of pictures, all-or-nothing, and the two buttons:
 * Check (a dry run that saves nothing) and Import (what the check showed).
 */
export function ImportUploadForm({
  hasFile,
  busy,
  checked,
  canImport,
  allOrNothing,
  onAllOrNothing,
  onFile,
  onPictures,
  onRun,
}: {
  hasFile: boolean;
  /** A file is being sent or checked. */
  busy: boolean;
  /** A check has answered (Import then says it is importing while busy). */
  checked: boolean;
  canImport: boolean;
  allOrNothing: boolean;
  onAllOrNothing: (on: boolean) => void;
  onFile: (file: File | null) => void;
  onPictures: (file: File | null) => void;
  onRun: (dryRun: boolean) => void;
}) {
  const { t } = useTranslation('catalogueImport');
  const ids = { file: useId(), pictures: useId(), allOrNothing: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun(true);
  };
  const importing = busy && checked;
  return (
    <Form onSubmit={submit} noValidate>
      <Form.Group className="mb-3" controlId={ids.file}>
        <Form.Label>{t('file')}</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          aria-describedby={`${ids.file}-help`}
          data-testid="import-file"
          onChange={(e) => onFile(fileOf(e.target))}
        />
        <Form.Text id={`${ids.file}-help`}>{t('fileHelp', { columns: sheetColumns.join(', ') })}</Form.Text>
        <SampleFiles />
      </Form.Group>
      <Form.Group className="mb-3" controlId={ids.pictures}>
        <Form.Label>{t('pictures')}</Form.Label>
        <Form.Control
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          aria-describedby={`${ids.pictures}-help`}
          data-testid="import-pictures"
          onChange={(e) => onPictures(fileOf(e.target))}
        />
        <Form.Text id={`${ids.pictures}-help`}>{t('picturesHelp')}</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={ids.allOrNothing}>
        <Form.Check
          type="checkbox"
          label={t('allOrNothing')}
          checked={allOrNothing}
          disabled={busy}
          aria-describedby={`${ids.allOrNothing}-help`}
          onChange={(e) => onAllOrNothing(e.target.checked)}
        />
        <Form.Text id={`${ids.allOrNothing}-help`}>{t('allOrNothingHelp')}</Form.Text>
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="outline-primary" disabled={!hasFile || busy} data-testid="import-check">
          <FileCheck2 size={16} className="me-2" aria-hidden />
          {t('check')}
        </Button>
        <Button
          type="button"
          variant="primary"
          disabled={!canImport}
          aria-busy={importing}
          data-testid="import-commit"
          onClick={() => onRun(false)}
        >
          {importing ? (
            <Spinner size="sm" className="me-2" aria-hidden />
          ) : (
            <Upload size={16} className="me-2" aria-hidden />
          )}
          {importing ? t('importing') : t('import')}
        </Button>
      </div>
    </Form>
  );
}
