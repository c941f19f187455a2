import type { SheetError } from '@vitrine/contracts';
import type { Ref } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useProblemText } from './problemText';

/** Why the server refused the file as a whole; its heading takes focus when it shows. */
export function ImportFileErrors({ errors, headingRef }: { errors: SheetError[]; headingRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('catalogueImport');
  const problemText = useProblemText();
  return (
    <Alert variant="danger" className="mt-3 mb-0" data-testid="import-file-errors">
      <div ref={headingRef} tabIndex={-1} className="fw-semibold mb-1">
        {t('fileRefused')}
      </div>
      <ul className="mb-0">
        {errors.map((e) => (
          <li key={`${e.problem}-${e.column}-${e.message}`}>
            {problemText(e)}
            <div className="small" lang="en">
              {e.message}
            </div>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
