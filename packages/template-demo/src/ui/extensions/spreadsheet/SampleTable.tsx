import { Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { rowCells, type SampleRow, sampleColumns, sampleRows } from './sampleRows';

/** Numbers line up on the right, their headers with them. */
const sampleRow = sampleRows[0];

/** The sample rows in a table that scrolls inside itself on a phone; optional row checkboxes. */
export function SampleTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: SampleRow[];
  selected?: Set<number>;
  onToggle?: (id: number) => void;
  onToggleAll?: (all: boolean) => void;
}) {
  const { t } = useTranslation('uiExtensions');
  const selectable = !!selected && !!onToggle;
  const all = selectable && rows.every((r) => selected.has(r.id));
  return (
    <div className="table-responsive">
      <Table hover size="sm" className="align-middle mb-0" data-testid="sample-table">
        <thead>
          <tr>
            {selectable && (
              <th scope="col" style={{ width: '2.5rem' }}>
                <Form.Check
                  aria-label={t('export.selectAll')}
                  checked={all}
                  onChange={(e) => onToggleAll?.(e.target.checked)}
                />
              </th>
            )}
            {sampleColumns.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={typeof rowCells(rows[0] ?? sampleRow)[i] === 'number' ? 'text-end' : undefined}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className={selected?.has(r.id) ? 'table-active' : undefined}>
              {selectable && (
                <td>
                  <Form.Check
                    aria-label={t('export.selectRow', { name: r.name })}
                    checked={selected.has(r.id)}
                    onChange={() => onToggle(r.id)}
                  />
                </td>
              )}
              {rowCells(r).map((cell, i) => (
                <td key={sampleColumns[i]} className={typeof cell === 'number' ? 'text-end' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
