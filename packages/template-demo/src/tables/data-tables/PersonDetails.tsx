import type { ExpanderComponentProps } from 'react-data-table-component';
import { useTranslation } from 'react-i18next';
import { fullName, type PersonRow } from '../shared/gridApi';

/** The expanded row: where the person is and how to reach them. */
export function PersonDetails({ data }: ExpanderComponentProps<PersonRow>) {
  const { t } = useTranslation('tables');
  const fields: [string, string][] = [
    [t('columns.address'), `${data.address}, ${data.zip} ${data.city}, ${data.state}`],
    [t('columns.phone'), data.phone],
    [t('columns.fax'), data.fax],
    [t('columns.web'), data.web],
  ];
  return (
    <div className="px-4 py-3 bg-body-tertiary border-bottom" data-testid="row-details">
      <p className="fw-semibold mb-2">{t('dataTables.detailsOf', { name: fullName(data) })}</p>
      <dl className="row mb-0 small">
        {fields.map(([label, value]) => (
          <div key={label} className="col-12 col-md-6 d-flex gap-2">
            <dt className="fw-normal text-body-secondary">{label}</dt>
            <dd className="mb-1 text-break">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
