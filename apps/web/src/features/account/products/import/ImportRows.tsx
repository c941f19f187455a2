import type { SheetRowResult } from '@vitrine/contracts';
import { useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { statusColour } from './importView';
import { useProblemText } from './problemText';

/** Rows drawn at once; a 5,000-row check shows more on request. */
const PAGE = 200;

/** The checked rows, a page at a time: each row's status, what it names, and its changes or problems. */
export function ImportRows({ rows }: { rows: SheetRowResult[] }) {
  const { t, i18n } = useTranslation('catalogueImport');
  const [shown, setShown] = useState(PAGE);
  const number = (n: number) => n.toLocaleString(i18n.language);
  if (rows.length === 0) return <p className="text-body-secondary">{t('noRows')}</p>;
  return (
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
  );
}

function ResultRow({ row }: { row: SheetRowResult }) {
  const { t } = useTranslation('catalogueImport');
  const problemText = useProblemText();
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
                {problemText(e)}
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
