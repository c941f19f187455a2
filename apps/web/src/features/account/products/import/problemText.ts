import type { SheetError } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';

/** A problem of the sheet in the owner's language, with its column when it has one. */
export function useProblemText() {
  const { t } = useTranslation('catalogueImport');
  return (e: SheetError) =>
    e.column ? t('inColumn', { column: e.column, problem: t(`problems.${e.problem}`) }) : t(`problems.${e.problem}`);
}
