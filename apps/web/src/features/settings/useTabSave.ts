import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeFailure, type SaveFailure } from './settingsErrors';

/**
 * A settings tab's failed save: each message next to its field, one line above the form.
 * Returns the line to show and the handler to call with the failure (or null after a success).
 */
export function useTabSave<V extends FieldValues>(setError: UseFormSetError<V>, fields: readonly Path<V>[]) {
  const { t } = useTranslation('settings');
  const [summary, setSummary] = useState<string | null>(null);
  const report = (failure: SaveFailure | null) => {
    if (!failure) {
      setSummary(null);
      return;
    }
    const described = describeFailure(failure, fields, t);
    for (const [name, message] of Object.entries(described.fields)) setError(name as Path<V>, { message });
    setSummary(described.summary);
  };
  return { summary, report };
}
