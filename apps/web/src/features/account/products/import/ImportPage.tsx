import { type ImportResponse, type SheetError, type SheetRowResult, sheetColumns } from '@vitrine/contracts';
import { ArrowLeft, FileCheck2, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Form, Spinner, Table, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { PageHeader, useFailureText } from '../../../../components/ui';
import { store } from '../../../../store';
import { ownerApi } from '../../api/ownerApi';
import { refreshStorefront } from '../../api/storefrontCache';
import { type ImportPhase, roughRowCount, sendImport } from './importClient';
import { filterRows, hasWork, type ImportFilter, importFilters, statusColour } from './importView';
import { SampleFiles } from './SampleFiles';

/** Rows drawn at once; a 5,000-row check shows more on request. */
const PAGE = 200;

type Checked = { result: ImportResponse; allOrNothing: boolean };

/**
 * Import products from a spreadsheet: choose the file (and a ZIP of pictures), check it (a dry run
 * that saves nothing), review every row, then import. Progress shows while the file is sent and
 * while the server checks the rows.
 */
export default function ImportPage() {
  const { t, i18n } = useTranslation('catalogueImport');
  const failureText = useFailureText();
  const ids = { file: useId(), pictures: useId(), allOrNothing: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [phase, setPhase] = useState<ImportPhase | null>(null);
  const [rowGuess, setRowGuess] = useState<number | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [fileErrors, setFileErrors] = useState<SheetError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportResponse | null>(null);
  const [filter, setFilter] = useState<ImportFilter>('all');
  const [shown, setShown] = useState(PAGE);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fileErrorsRef = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);
  const running = useRef(false);
  const busy = phase !== null;

  useEffect(() => () => abort.current?.abort(), []);

  /** Another file (or another choice) asks for a new check. */
  const reset = () => {
    setChecked(null);
    setFileErrors([]);
    setFailure(null);
    setImported(null);
    setShown(PAGE);
  };

  const run = async (dryRun: boolean) => {
    // A second click before React draws the disabled button (the row count below is awaited
    // first) must not send the file again.
    if (!file || running.current) return;
    running.current = true;
    setPhase({ kind: 'uploading', fraction: 0 });
    abort.current = new AbortController();
    setFailure(null);
    setFileErrors([]);
    setRowGuess(await roughRowCount(file));
    const planId = checked?.result.plan_id;
    const outcome = await sendImport({ file, pictures, dryRun, allOrNothing, planId }, setPhase, abort.current.signal);
    running.current = false;
    setPhase(null);
    if (!outcome.ok) {
      if (outcome.fileErrors.length) {
        setChecked(null);
        setFileErrors(outcome.fileErrors);
        requestAnimationFrame(() => fileErrorsRef.current?.focus());
      } else {
        setFailure(failureText(outcome.message));
        if (!dryRun) toast.error(t('failed'));
      }
      return;
    }
    const result = outcome.data;
    setChecked({ result, allOrNothing });
    setFilter(result.summary.errors > 0 ? 'errors' : 'all');
    setShown(PAGE);
    if (!dryRun) {
      if (result.applied) {
        setImported(result);
        toast.success(t('done', { new: result.summary.new, changed: result.summary.changed }));
        // Every owner list and the storefront's cached reads show the import at once.
        store.dispatch(ownerApi.util.invalidateTags(['Products', 'Categories', 'Dashboard', 'Share']));
        void refreshStorefront();
      } else toast.error(t('notApplied'));
    }
    requestAnimationFrame(() => resultHeading.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };

  const result = checked?.result;
  const blocked = !!result && result.summary.errors > 0 && allOrNothing;
  const canImport = !!result && result.dry_run && hasWork(result.summary) && !blocked && !busy;
  const rows = result ? filterRows(result.rows, filter) : [];
  const number = (n: number) => n.toLocaleString(i18n.language);

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
          <Form onSubmit={submit} noValidate>
            <Form.Group className="mb-3" controlId={ids.file}>
              <Form.Label>{t('file')}</Form.Label>
              <Form.Control
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                aria-describedby={`${ids.file}-help`}
                data-testid="import-file"
                onChange={(e) => {
                  const chosen = (e.target as HTMLInputElement).files?.[0] ?? null;
                  setFile(chosen);
                  reset();
                }}
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
                onChange={(e) => {
                  setPictures((e.target as HTMLInputElement).files?.[0] ?? null);
                  reset();
                }}
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
                onChange={(e) => setAllOrNothing(e.target.checked)}
              />
              <Form.Text id={`${ids.allOrNothing}-help`}>{t('allOrNothingHelp')}</Form.Text>
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="outline-primary" disabled={!file || busy} data-testid="import-check">
                <FileCheck2 size={16} className="me-2" aria-hidden />
                {t('check')}
              </Button>
              <Button
                type="button"
                variant="primary"
                disabled={!canImport}
                aria-busy={busy && !!checked}
                data-testid="import-commit"
                onClick={() => void run(false)}
              >
                {busy && checked ? (
                  <Spinner size="sm" className="me-2" aria-hidden />
                ) : (
                  <Upload size={16} className="me-2" aria-hidden />
                )}
                {busy && checked ? t('importing') : t('import')}
              </Button>
            </div>
          </Form>
          <div aria-live="polite" className="mt-3">
            {phase && <Progress phase={phase} rows={rowGuess} />}
          </div>
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0" data-testid="import-failure">
              {failure}
            </Alert>
          )}
          {fileErrors.length > 0 && (
            <Alert variant="danger" className="mt-3 mb-0" data-testid="import-file-errors">
              <div ref={fileErrorsRef} tabIndex={-1} className="fw-semibold mb-1">
                {t('fileRefused')}
              </div>
              <ul className="mb-0">
                {fileErrors.map((e) => (
                  <li key={`${e.problem}-${e.column}-${e.message}`}>
                    {e.column
                      ? t('inColumn', { column: e.column, problem: t(`problems.${e.problem}`) })
                      : t(`problems.${e.problem}`)}
                    <div className="small" lang="en">
                      {e.message}
                    </div>
                  </li>
                ))}
              </ul>
            </Alert>
          )}
        </Card.Body>
      </Card>

      {result && (
        <Card data-testid="import-result">
          <Card.Body>
            <h2 ref={resultHeading} tabIndex={-1} className="h5">
              {t('summaryTitle')}
            </h2>
            <ul className="list-inline mb-3" data-testid="import-summary">
              {(['new', 'changed', 'unchanged', 'errors'] as const).map((key) => (
                <li key={key} className="list-inline-item me-3" data-testid={`import-count-${key}`}>
                  <Badge
                    bg={key === 'errors' ? 'danger' : statusColour[key]}
                    text={key === 'changed' ? 'dark' : undefined}
                    className="me-1"
                  >
                    {number(result.summary[key])}
                  </Badge>
                  {t(`summary.${key}`)}
                </li>
              ))}
            </ul>
            {imported ? (
              <Alert variant="success" className="d-flex flex-wrap align-items-center gap-3">
                <span>{t('done', { new: imported.summary.new, changed: imported.summary.changed })}</span>
                <Link to="/account/products" className="btn btn-sm btn-success" data-testid="import-view-products">
                  {t('viewProducts')}
                </Link>
              </Alert>
            ) : (
              <Alert variant={blocked || !result.dry_run ? 'warning' : 'info'}>
                {!result.dry_run && !result.applied
                  ? t('notApplied')
                  : blocked
                    ? t('errorsBlock')
                    : !hasWork(result.summary)
                      ? t('nothingToImport')
                      : `${t('dryRunNote')}${result.summary.errors ? ` ${t('errorsSkipped', { count: result.summary.errors })}` : ''}`}
              </Alert>
            )}
            <fieldset className="mb-3">
              <legend className="fs-6 mb-1">{t('filter.label')}</legend>
              <ToggleButtonGroup
                type="radio"
                name="import-filter"
                value={filter}
                onChange={(value: ImportFilter) => {
                  setFilter(value);
                  setShown(PAGE);
                }}
                className="flex-wrap"
              >
                {importFilters.map((f) => (
                  <ToggleButton key={f} id={`import-filter-${f}`} value={f} variant="outline-secondary" size="sm">
                    {t(`filter.${f}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </fieldset>
            {rows.length === 0 ? (
              <p className="text-body-secondary">{t('noRows')}</p>
            ) : (
              <>
                <Table responsive size="sm" className="align-middle mb-2" data-testid="import-rows">
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.row')}</th>
                      <th scope="col">{t('columns.status')}</th>
                      <th scope="col">{t('columns.item')}</th>
                      <th scope="col">{t('columns.details')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.slice(0, shown).map((row) => (
                      <ResultRow key={row.row} row={row} />
                    ))}
                  </tbody>
                </Table>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="small text-body-secondary">
                    {t('shownOf', { shown: number(Math.min(shown, rows.length)), total: number(rows.length) })}
                  </span>
                  {rows.length > shown && (
                    <Button variant="link" size="sm" onClick={() => setShown((n) => n + PAGE)}>
                      {t('showMore', { count: Math.min(PAGE, rows.length - shown) })}
                    </Button>
                  )}
                </div>
              </>
            )}
          </Card.Body>
        </Card>
      )}
    </>
  );
}

function Progress({ phase, rows }: { phase: ImportPhase; rows: number | null }) {
  const { t, i18n } = useTranslation('catalogueImport');
  const known = phase.kind === 'uploading' && phase.fraction !== null;
  const percent = known ? Math.round((phase.fraction ?? 0) * 100) : 100;
  const text =
    phase.kind === 'uploading'
      ? known
        ? t('uploading', { percent })
        : t('uploadingUnknown')
      : rows
        ? t('checkingRows', { count: rows, formatted: rows.toLocaleString(i18n.language) })
        : t('checkingUnknown');
  return (
    <div data-testid="import-progress">
      <p className="small mb-1" role="status">
        {text}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuetext={text}
        {...(known ? { 'aria-valuenow': percent, 'aria-valuemin': 0, 'aria-valuemax': 100 } : {})}
      >
        <div
          className={`progress-bar ${known ? '' : 'progress-bar-striped progress-bar-animated'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function ResultRow({ row }: { row: SheetRowResult }) {
  const { t } = useTranslation('catalogueImport');
  const shown = (value: string) => (value === '' ? t('empty') : value);
  return (
    <tr data-testid="import-row" data-status={row.status}>
      <td className="text-nowrap">{row.row}</td>
      <td>
        <Badge bg={statusColour[row.status]} text={row.status === 'changed' ? 'dark' : undefined}>
          {t(`status.${row.status}`)}
        </Badge>
      </td>
      <td>
        {row.kind === 'variant' && <span className="small text-body-secondary me-1">{t('variant')}:</span>}
        <span className="text-break">{row.name || '—'}</span>
        <div className="small text-body-secondary text-break">{row.sku || t('noSku')}</div>
      </td>
      <td className="small">
        {row.changes.length > 0 && (
          <ul className="list-unstyled mb-0">
            {row.changes.map((c) => (
              <li key={c.field} className="text-break">
                {t('change', { field: c.field, old: shown(c.old), new: shown(c.new) })}
              </li>
            ))}
          </ul>
        )}
        {row.errors.length > 0 && (
          <ul className="list-unstyled mb-0 text-danger-emphasis">
            {row.errors.map((e) => (
              <li key={`${e.problem}-${e.column}-${e.message}`}>
                {e.column
                  ? t('inColumn', { column: e.column, problem: t(`problems.${e.problem}`) })
                  : t(`problems.${e.problem}`)}
                <div className="text-body-secondary" lang="en">
                  {e.message}
                </div>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
