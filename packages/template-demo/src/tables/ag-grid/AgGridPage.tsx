import './agGridSetup';
import type { ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Download } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../apps/shared/SearchField';
import { Example, ShowcasePage } from '../../ui/shared/ShowcasePage';
import type { PersonRow } from '../shared/gridApi';
import { TableData } from '../shared/TableData';
import { useShellLook } from '../shared/useShellLook';
import '../shared/tables.scss';
import { gridTheme } from './agGridSetup';

const PAGE_SIZES = [10, 20, 50, 100];

/** /tables/agGrid: ag-Grid Community over the mock's GET /api/aggrid/data. */
export default function AgGridPage() {
  const { t } = useTranslation('tables');
  return (
    <ShowcasePage pageId="agGrid" description={t('agGrid.description')}>
      <Example title={t('agGrid.title')} description={t('agGrid.help')}>
        <TableData>{(rows) => <PeopleGrid rows={rows} />}</TableData>
      </Example>
    </ShowcasePage>
  );
}

function PeopleGrid({ rows }: { rows: PersonRow[] }) {
  const { t, i18n } = useTranslation('tables');
  const { dark, rtl } = useShellLook();
  const grid = useRef<AgGridReact<PersonRow>>(null);
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const sizeId = useId();

  const columns = useMemo<ColDef<PersonRow>[]>(
    () => [
      { field: 'firstname', headerName: t('columns.firstName'), pinned: 'left', lockPinned: true, minWidth: 130 },
      { field: 'lastname', headerName: t('columns.lastName'), minWidth: 130 },
      { field: 'email', headerName: t('columns.email'), minWidth: 260 },
      { field: 'company', headerName: t('columns.company'), minWidth: 140 },
      { field: 'city', headerName: t('columns.city'), minWidth: 120 },
      { field: 'country', headerName: t('columns.country'), minWidth: 140 },
      {
        field: 'followers',
        headerName: t('columns.followers'),
        filter: 'agNumberColumnFilter',
        type: 'rightAligned',
        minWidth: 130,
      },
      { field: 'phone', headerName: t('columns.phone'), minWidth: 160 },
    ],
    [t],
  );
  const defaultColDef = useMemo<ColDef<PersonRow>>(
    () => ({ sortable: true, resizable: true, filter: 'agTextColumnFilter', flex: 1 }),
    [],
  );
  // The grid's own words (paging panel, filter menus) in the page's language.
  const localeText = useMemo(
    () => ({
      page: t('pagination.page'),
      of: t('pagination.of'),
      to: t('pagination.to'),
      firstPage: t('pagination.first'),
      previousPage: t('pagination.previous'),
      nextPage: t('pagination.next'),
      lastPage: t('pagination.last'),
      noRowsToShow: t('search.noMatch'),
      loadingOoo: t('loading'),
      filterOoo: t('agGrid.filterPlaceholder'),
      contains: t('agGrid.filters.contains'),
      notContains: t('agGrid.filters.notContains'),
      equals: t('agGrid.filters.equals'),
      notEqual: t('agGrid.filters.notEqual'),
      startsWith: t('agGrid.filters.startsWith'),
      endsWith: t('agGrid.filters.endsWith'),
      blank: t('agGrid.filters.blank'),
      notBlank: t('agGrid.filters.notBlank'),
      lessThan: t('agGrid.filters.lessThan'),
      greaterThan: t('agGrid.filters.greaterThan'),
      inRange: t('agGrid.filters.inRange'),
      andCondition: t('agGrid.filters.and'),
      orCondition: t('agGrid.filters.or'),
    }),
    [t],
  );

  const exportCsv = () => grid.current?.api.exportDataAsCsv({ fileName: 'people.csv' });

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <SearchField
          className="vt-table-search"
          value={query}
          onChange={setQuery}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        <div className="d-flex align-items-center gap-2">
          <Form.Label htmlFor={sizeId} className="mb-0 text-nowrap">
            {t('pagination.rowsPerPage')}
          </Form.Label>
          <Form.Select
            id={sizeId}
            value={pageSize}
            onChange={(e) => setPageSize(Number(e.target.value))}
            className="w-auto"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </div>
        <Button
          variant="outline-primary"
          className="d-inline-flex align-items-center gap-1 ms-md-auto"
          onClick={exportCsv}
        >
          <Download size={16} aria-hidden />
          {t('agGrid.exportCsv')}
        </Button>
      </div>
      <div className="vt-ag-grid" data-color-mode={dark ? 'dark' : 'light'}>
        <AgGridReact<PersonRow>
          // enableRtl is read when the grid is made: a new direction makes a new grid.
          key={`${rtl ? 'rtl' : 'ltr'}-${i18n.language}`}
          ref={grid}
          theme={gridTheme}
          rowData={rows}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          getRowId={(params) => String(params.data.id)}
          quickFilterText={query}
          pagination
          paginationPageSize={pageSize}
          paginationPageSizeSelector={false}
          domLayout="autoHeight"
          enableRtl={rtl}
          localeText={localeText}
          ensureDomOrder
        />
      </div>
    </>
  );
}
