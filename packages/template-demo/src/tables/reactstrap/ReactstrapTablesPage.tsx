import { ScrollBox } from '@vitrine/web/components/ScrollBox';
import { Badge, Table, type TableProps } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../../ui/shared/ShowcasePage';
import { projects, statusVariant, wideColumns, wideRows } from './sampleRows';

/** /tables/reactstrap: Bootstrap's table styles through react-bootstrap's Table. */
export default function ReactstrapTablesPage() {
  const { t } = useTranslation('tables');
  const variants: { id: string; props: TableProps }[] = [
    { id: 'basic', props: {} },
    { id: 'striped', props: { striped: true } },
    { id: 'bordered', props: { bordered: true } },
    { id: 'hover', props: { hover: true } },
    { id: 'small', props: { size: 'sm' } },
    { id: 'dark', props: { variant: 'dark', striped: true } },
  ];
  return (
    <ShowcasePage pageId="reactstrapTables" description={t('reactstrap.description')}>
      <ExampleGrid>
        {variants.map(({ id, props }) => (
          <Example key={id} title={t(`reactstrap.${id}.title`)} description={t(`reactstrap.${id}.help`)}>
            <ProjectsTable caption={t(`reactstrap.${id}.caption`)} testId={`table-${id}`} {...props} />
          </Example>
        ))}
      </ExampleGrid>
      <Example title={t('reactstrap.responsive.title')} description={t('reactstrap.responsive.help')}>
        <ScrollBox label={t('reactstrap.responsive.caption')}>
          <Table className="mb-0 text-nowrap" data-testid="table-responsive">
            <caption>{t('reactstrap.responsive.caption')}</caption>
            <thead>
              <tr>
                {wideColumns.map((column) => (
                  <th key={column} scope="col">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {wideRows.map(([order, ...cells]) => (
                <tr key={order}>
                  <th scope="row">{order}</th>
                  {cells.map((cell, i) => (
                    <td key={wideColumns[i + 1]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollBox>
      </Example>
    </ShowcasePage>
  );
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The sample projects in one table style; the project names head their rows. */
function ProjectsTable({ caption, testId, ...props }: TableProps & { caption: string; testId: string }) {
  const { t } = useTranslation('tables');
  return (
    <ScrollBox label={caption}>
      <Table className="mb-0 align-middle" data-testid={testId} {...props}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.project')}</th>
            <th scope="col">{t('columns.client')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col" className="text-end">
              {t('columns.budget')}
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((row) => (
            <tr key={row.project}>
              <th scope="row" className="fw-semibold">
                {row.project}
              </th>
              <td>{row.client}</td>
              <td>
                <Badge bg={statusVariant[row.status]} text={row.status === 'Pending' ? 'dark' : undefined}>
                  {row.status}
                </Badge>
              </td>
              <td className="text-end">{money.format(row.budget)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollBox>
  );
}
