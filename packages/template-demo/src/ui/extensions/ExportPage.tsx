import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { ExportToolbar } from './spreadsheet/ExportToolbar';
import { SampleTable } from './spreadsheet/SampleTable';
import { sampleRows } from './spreadsheet/sampleRows';

/** /extensions/export: the table written to CSV (papaparse) or XLSX (write-excel-file) in the browser. */
export default function ExportPage() {
  const { t } = useTranslation('uiExtensions');
  return (
    <ShowcasePage pageId="extExport" description={t('export.description')}>
      <Example title={t('export.title')} description={t('export.text')}>
        <ExportToolbar rows={sampleRows} idPrefix="export" />
        <SampleTable rows={sampleRows} />
      </Example>
    </ShowcasePage>
  );
}
