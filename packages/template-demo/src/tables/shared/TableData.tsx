import { LoadError, Loading } from '@vitrine/web/components/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonRow } from './gridApi';
import { useTablePeopleQuery } from './gridApi';

/** Loads the people rows from the mock, with the loading and error states, then renders the table. */
export function TableData({ children }: { children: (rows: PersonRow[]) => ReactNode }) {
  const { t } = useTranslation('tables');
  const { data, isLoading, isError, refetch } = useTablePeopleQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <LoadError message={t('loadFailed')} onRetry={() => void refetch()} />;
  return <>{children(data)}</>;
}
