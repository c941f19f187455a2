import type { ImportResponse } from '@vitrine/contracts';
import { type Ref, useState } from 'react';
import { Alert, Badge, Card, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportRows } from './ImportRows';
import { filterRows, hasWork, type ImportFilter, importFilters, statusColour } from './importView';

/**
 * A check's (or an import's) answer: the counts, what happens next, and the rows, filtered.
 * It opens on the rows in error when there are some.
 */
export function ImportResult({
  result,
  imported,
  blocked,
  headingRef,
}: {
  result: ImportResponse;
  /** The import's answer once it wrote the rows. */
  imported: ImportResponse | null;
  /** All-or-nothing was asked and some row is in error: nothing can be imported. */
  blocked: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation('catalogueImport');
  const [filter, setFilter] = useState<ImportFilter>(result.summary.errors > 0 ? 'errors' : 'all');
  const number = (n: number) => n.toLocaleString(i18n.language);
  const nextStep =
    !result.dry_run && !result.applied
      ? t('notApplied')
      : blocked
        ? t('errorsBlock')
        : !hasWork(result.summary)
          ? t('nothingToImport')
          : `${t('dryRunNote')}${result.summary.errors ? ` ${t('errorsSkipped', { count: result.summary.errors })}` : ''}`;
  return (
    <Card data-testid="import-result">
      <Card.Body>
        <h2 ref={headingRef} tabIndex={-1} className="h5">
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
          <Alert variant={blocked || !result.dry_run ? 'warning' : 'info'}>{nextStep}</Alert>
        )}
        <fieldset className="mb-3">
          <legend className="fs-6 mb-1">{t('filter.label')}</legend>
          <ToggleButtonGroup
            type="radio"
            name="import-filter"
            value={filter}
            onChange={setFilter}
            className="flex-wrap"
          >
            {importFilters.map((f) => (
              <ToggleButton key={f} id={`import-filter-${f}`} value={f} variant="outline-secondary" size="sm">
                {t(`filter.${f}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </fieldset>
        {/* Keyed by the filter: another filter shows its rows from the first page. */}
        <ImportRows key={filter} rows={filterRows(result.rows, filter)} />
      </Card.Body>
    </Card>
  );
}
