import { SERVER_UNREACHABLE } from '../account/api/ownerClient';

export interface SaveFailure {
  status: number;
  message: string;
  errors: Record<string, string>;
}

type Translate = (key: string) => string;

/** The server's field errors we know, in the reader's language; the others as the server words them. */
function fieldText(field: string, status: number, message: string, t: Translate): string {
  if (field === 'email' && status === 409) return t('errors.emailTaken');
  if (field === 'current_password') return t('errors.currentWrong');
  return message;
}

/**
 * A failed save as a tab shows it: a message next to each field of the form the server named,
 * and one line above the form (what to do, or why it failed when no field is to blame).
 */
export function describeFailure(
  failure: SaveFailure,
  formFields: readonly string[],
  t: Translate,
): { fields: Record<string, string>; summary: string } {
  if (failure.status === 429) return { fields: {}, summary: t('errors.tooMany') };
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(failure.errors)) {
    if (formFields.includes(name)) fields[name] = fieldText(name, failure.status, message, t);
  }
  if (Object.keys(fields).length > 0) return { fields, summary: t('errors.fixFields') };
  if (failure.status === 0 || failure.message === SERVER_UNREACHABLE)
    return { fields, summary: t('errors.unreachable') };
  return { fields, summary: failure.message || t('errors.generic') };
}
