import { useTranslation } from 'react-i18next';
import type { ImportPhase } from './importClient';

/**
 * Where a long check or import is: the share of the files sent (a moving bar when the browser
 * does not say), then the server checking the rows (about how many, when known).
 */
export function ImportProgress({ phase, rows }: { phase: ImportPhase; rows: number | null }) {
  const { t, i18n } = useTranslation('catalogueImport');
  const known = phase.kind === 'uploading' && phase.fraction !== null;
  const percent = known ? Math.round((phase.fraction ?? 0) * 100) : 100;
  const text =
    phase.kind === 'uploading'
      ? known
        ? t('uploading', { percent })
        : t('uploadingUnknown')
      : rows
        ? t('checkingRows', { count: rows, formatted: rows.toLocaleString(i18n.language) })
        : t('checkingUnknown');
  return (
    <div data-testid="import-progress">
      <p className="small mb-1" role="status">
        {text}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuetext={text}
        {...(known ? { 'aria-valuenow': percent, 'aria-valuemin': 0, 'aria-valuemax': 100 } : {})}
      >
        <div
          className={`progress-bar ${known ? '' : 'progress-bar-striped progress-bar-animated'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
