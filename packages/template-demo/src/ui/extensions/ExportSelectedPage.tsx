import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { ExportToolbar } from './spreadsheet/ExportToolbar';
import { SampleTable } from './spreadsheet/SampleTable';
import { sampleRows } from './spreadsheet/sampleRows';

/** /extensions/export-selected: tick rows, export only those. */
export default function ExportSelectedPage() {
  const { t } = useTranslation('uiExtensions');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosen = sampleRows.filter((r) => selected.has(r.id));
  return (
    <ShowcasePage pageId="extExportSelected" description={t('exportSelected.description')}>
      <Example title={t('exportSelected.title')} description={t('exportSelected.text')}>
        <p className="small mb-2" aria-live="polite" data-testid="selected-count">
          {t('exportSelected.count', { count: chosen.length })}
        </p>
        <ExportToolbar rows={chosen} idPrefix="export-selected" />
        <SampleTable
          rows={sampleRows}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(all) => setSelected(new Set(all ? sampleRows.map((r) => r.id) : []))}
        />
      </Example>
    </ShowcasePage>
  );
}
