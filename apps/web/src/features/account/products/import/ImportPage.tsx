import { ArrowLeft } from 'lucide-react';
import { Alert, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/ui';
import { ImportFileErrors } from './ImportFileErrors';
import { ImportProgress } from './ImportProgress';
import { ImportResult } from './ImportResult';
import { ImportUploadForm } from './ImportUploadForm';
import { hasWork } from './importView';
import { useImport } from './useImport';

/**
 * Import products from a spreadsheet: choose the file (and a ZIP of pictures), check it (a dry run
 * that saves nothing), review every row, then import. Progress shows while the file is sent and
 * while the server checks the rows.
 */
export default function ImportPage() {
  const { t } = useTranslation('catalogueImport');
  const state = useImport();
  const { phase, checked, failure, fileErrors } = state;
  const busy = phase !== null;
  const result = checked?.result;
  const blocked = !!result && result.summary.errors > 0 && state.allOrNothing;
  const canImport = !!result && result.dry_run && hasWork(result.summary) && !blocked && !busy;
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Link to="/account/products" className="btn btn-outline-primary">
            <ArrowLeft size={16} className="me-2" aria-hidden />
            {t('backToProducts')}
          </Link>
        }
      />
      <Card className="mb-4">
        <Card.Body>
          <ImportUploadForm
            hasFile={!!state.file}
            busy={busy}
            checked={!!checked}
            canImport={canImport}
            allOrNothing={state.allOrNothing}
            onAllOrNothing={state.setAllOrNothing}
            onFile={state.chooseFile}
            onPictures={state.choosePictures}
            onRun={(dryRun) => void state.run(dryRun)}
          />
          <div aria-live="polite" className="mt-3">
            {phase && <ImportProgress phase={phase} rows={state.rowGuess} />}
          </div>
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0" data-testid="import-failure">
              {failure}
            </Alert>
          )}
          {fileErrors.length > 0 && <ImportFileErrors errors={fileErrors} headingRef={state.fileErrorsRef} />}
        </Card.Body>
      </Card>

      {checked && (
        <ImportResult
          key={checked.run}
          result={checked.result}
          imported={state.imported}
          blocked={blocked}
          headingRef={state.resultHeading}
        />
      )}
    </>
  );
}
