import { useTable } from '@tanstack/react-table';
import { ScrollBox } from '@vitrine/web/components/ScrollBox';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../apps/shared/SearchField';
import { Example, ShowcasePage } from '../../ui/shared/ShowcasePage';
import { fullName, type PersonRow } from '../shared/gridApi';
import { TableData } from '../shared/TableData';
import '../shared/tables.scss';
import { features, helper, PAGE_SIZES } from './peopleTable';

/** /tables/react-tables: TanStack Table (headless) rendered as a Bootstrap table. */
export default function ReactTablesPage() {
  const { t } = useTranslation('tables');
  return (
    <ShowcasePage pageId="reactTables" description={t('reactTables.description')}>
      <Example title={t('reactTables.title')} description={t('reactTables.help')}>
        <TableData>{(rows) => <PeopleTable rows={rows} />}</TableData>
      </Example>
    </ShowcasePage>
  );
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function PeopleTable({ rows }: { rows: PersonRow[] }) {
  const { t, i18n } = useTranslation('tables');
  const sizeId = useId();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor((row) => fullName(row), { id: 'name', header: t('columns.name'), sortFn: 'alphanumeric' }),
        helper.accessor('email', { header: t('columns.email'), sortFn: 'alphanumeric' }),
        helper.accessor('company', { header: t('columns.company'), sortFn: 'alphanumeric' }),
        helper.accessor('city', { header: t('columns.city'), sortFn: 'alphanumeric' }),
        helper.accessor('followers', {
          header: t('columns.followers'),
          sortFn: 'basic',
          cell: (info) => number.format(info.getValue()),
        }),
      ]),
    [t, number],
  );

  const table = useTable({
    features,
    columns,
    data: rows,
    globalFilterFn: 'includesString',
    initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZES[1] } },
  });
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const matches = table.getFilteredRowModel().rows.length;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <SearchField
          className="vt-table-search"
          value={String(table.state.globalFilter ?? '')}
          onChange={(value) => table.setGlobalFilter(value)}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        <span className="text-body-secondary small" aria-live="polite" data-testid="match-count">
          {t('search.count', { count: matches })}
        </span>
      </div>
      <ScrollBox label={t('reactTables.title')}>
        <Table hover className="align-middle mb-0" aria-label={t('reactTables.title')}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ariaSort[sorted] : 'none'}
                      className={`text-nowrap ${header.column.id === 'followers' ? 'text-end' : ''}`}
                    >
                      <button
                        type="button"
                        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none d-inline-flex align-items-center gap-1"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <Icon size={14} aria-hidden className={sorted ? '' : 'text-body-secondary'} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="tanstack-row">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cell.column.id === 'followers' ? 'text-end' : 'text-nowrap'}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {matches === 0 && (
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {t('search.noMatch')}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </ScrollBox>
      <nav
        className="d-flex flex-wrap align-items-center gap-2 mt-3"
        aria-label={t('pagination.label')}
        data-testid="tanstack-pager"
      >
        <div className="btn-group">
          <Button
            variant="outline-secondary"
            aria-label={t('pagination.first')}
            onClick={() => table.firstPage()}
            disabled={!table.getCanPreviousPage()}
          >
            <ChevronFirst size={16} aria-hidden className="vt-flip-rtl" />
          </Button>
          <Button
            variant="outline-secondary"
            aria-label={t('pagination.previous')}
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            <ChevronLeft size={16} aria-hidden className="vt-flip-rtl" />
          </Button>
          <Button
            variant="outline-secondary"
            aria-label={t('pagination.next')}
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            <ChevronRight size={16} aria-hidden className="vt-flip-rtl" />
          </Button>
          <Button
            variant="outline-secondary"
            aria-label={t('pagination.last')}
            onClick={() => table.lastPage()}
            disabled={!table.getCanNextPage()}
          >
            <ChevronLast size={16} aria-hidden className="vt-flip-rtl" />
          </Button>
        </div>
        <span data-testid="page-of" aria-live="polite">
          {t('pagination.pageOf', { page: pageIndex + 1, pages: pageCount })}
        </span>
        <div className="d-flex align-items-center gap-2 ms-sm-auto">
          <Form.Label htmlFor={sizeId} className="mb-0 text-nowrap">
            {t('pagination.rowsPerPage')}
          </Form.Label>
          <Form.Select
            id={sizeId}
            className="w-auto"
            value={pageSize}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </div>
      </nav>
    </>
  );
}
