import { ChevronDown, Trash2, X } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import DataTable, { type DataTableHandle, Direction, type TableColumn } from 'react-data-table-component';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../apps/shared/SearchField';
import { Example, ShowcasePage } from '../../ui/shared/ShowcasePage';
import { fullName, type PersonRow } from '../shared/gridApi';
import { filterPeople } from '../shared/peopleFilter';
import { TableData } from '../shared/TableData';
import '../shared/tables.scss';
import { useShellLook } from '../shared/useShellLook';
import { dataTableTheme } from './dataTableTheme';
import { PersonDetails } from './PersonDetails';

const ROWS_PER_PAGE = [10, 25, 50];

/** /tables/data-tables: react-data-table-component over the mock's people. */
export default function DataTablesPage() {
  const { t } = useTranslation('tables');
  return (
    <ShowcasePage pageId="dataTables" description={t('dataTables.description')}>
      <Example title={t('dataTables.title')} description={t('dataTables.help')}>
        <TableData>{(rows) => <PeopleDataTable rows={rows} />}</TableData>
      </Example>
    </ShowcasePage>
  );
}

/** The table with its search box and the bar that acts on the selected rows. */
function PeopleDataTable({ rows }: { rows: PersonRow[] }) {
  const { t, i18n } = useTranslation('tables');
  const { dark, rtl } = useShellLook();
  const table = useRef<DataTableHandle>(null);
  const [query, setQuery] = useState('');
  // Removing is this demo's action on a selection: the rows leave this page's copy only.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<PersonRow[]>([]);
  // The library's own expander cell has no cell role (axe: a row with a stray child), so the
  // details open from a button in a real column; the table is told which rows are open.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((before) => {
        const next = new Set(before);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const visible = useMemo(
    () => filterPeople(rows, query).filter((row) => !removed.has(row.id)),
    [rows, query, removed],
  );
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);

  const columns = useMemo<TableColumn<PersonRow>[]>(
    () => [
      {
        id: 'details',
        name: <span className="visually-hidden">{t('dataTables.details')}</span>,
        button: true,
        width: '56px',
        cell: (row) => (
          <Button
            variant="link"
            size="sm"
            className="p-1 text-body-secondary"
            aria-expanded={expanded.has(row.id)}
            aria-label={t(expanded.has(row.id) ? 'dataTables.collapseRow' : 'dataTables.expandRow', {
              name: fullName(row),
            })}
            onClick={() => toggle(row.id)}
          >
            <ChevronDown size={18} aria-hidden className={expanded.has(row.id) ? '' : 'vt-chevron-closed'} />
          </Button>
        ),
      },
      {
        id: 'name',
        name: t('columns.name'),
        selector: (row) => fullName(row),
        sortable: true,
        grow: 2,
        minWidth: '220px',
        cell: (row) => (
          <div className="py-2 text-truncate">
            <div className="fw-semibold" data-testid="person-name">
              {fullName(row)}
            </div>
            <div className="small text-body-secondary text-truncate">{row.email}</div>
          </div>
        ),
      },
      { id: 'company', name: t('columns.company'), selector: (row) => row.company, sortable: true, minWidth: '140px' },
      { id: 'city', name: t('columns.city'), selector: (row) => row.city, sortable: true, minWidth: '120px' },
      { id: 'country', name: t('columns.country'), selector: (row) => row.country, sortable: true, minWidth: '140px' },
      {
        id: 'followers',
        name: t('columns.followers'),
        selector: (row) => row.followers,
        format: (row) => number.format(row.followers),
        sortable: true,
        right: true,
        minWidth: '120px',
      },
    ],
    [t, number, expanded, toggle],
  );

  const removeSelected = () => {
    setRemoved((before) => new Set([...before, ...selected.map((row) => row.id)]));
    table.current?.clearSelectedRows();
    setSelected([]);
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <SearchField
          className="vt-table-search"
          value={query}
          onChange={setQuery}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        <span className="text-body-secondary small" aria-live="polite" data-testid="match-count">
          {t('search.count', { count: visible.length })}
        </span>
      </div>
      {selected.length > 0 && (
        <div
          className="d-flex flex-wrap align-items-center gap-2 px-3 py-2 mb-2 rounded bg-primary-subtle text-primary-emphasis"
          role="region"
          aria-label={t('dataTables.selectionBar')}
          data-testid="selection-bar"
        >
          <span className="fw-semibold me-auto" aria-live="polite">
            {t('dataTables.selected', { count: selected.length })}
          </span>
          <Button
            size="sm"
            variant="danger"
            onClick={removeSelected}
            className="d-inline-flex align-items-center gap-1"
          >
            <Trash2 size={14} aria-hidden />
            {t('dataTables.removeSelected')}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => table.current?.clearSelectedRows()}
            className="d-inline-flex align-items-center gap-1"
          >
            <X size={14} aria-hidden />
            {t('dataTables.clearSelection')}
          </Button>
        </div>
      )}
      <div className="vt-data-table border rounded overflow-hidden">
        <DataTable
          ref={table}
          ariaLabel={t('dataTables.title')}
          columns={columns}
          data={visible}
          keyField="id"
          theme={dataTableTheme(dark)}
          direction={rtl ? Direction.RTL : Direction.LTR}
          responsive
          highlightOnHover
          selectableRows
          onSelectedRowsChange={({ selectedRows }) => setSelected(selectedRows)}
          expandableRows
          expandableRowsHideExpander
          expandableRowExpanded={(row) => expanded.has(row.id)}
          expandableRowsComponent={PersonDetails}
          pagination
          paginationPerPage={ROWS_PER_PAGE[0]}
          paginationRowsPerPageOptions={ROWS_PER_PAGE}
          paginationComponentOptions={{
            rowsPerPageText: t('pagination.rowsPerPage'),
            rangeSeparatorText: t('pagination.of'),
          }}
          localization={{
            pagination: {
              navigationAriaLabel: t('pagination.label'),
              firstPageAriaLabel: t('pagination.first'),
              previousPageAriaLabel: t('pagination.previous'),
              nextPageAriaLabel: t('pagination.next'),
              lastPageAriaLabel: t('pagination.last'),
            },
          }}
          noDataComponent={<p className="p-4 mb-0 text-body-secondary">{t('search.noMatch')}</p>}
        />
      </div>
    </>
  );
}
