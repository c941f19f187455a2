import type { TFunction } from 'i18next';
import type { DemoError } from '../../mock/api/demoApi';
import { type TaskTagValue, taskTags, taskTagValues } from '../../mock/db/todo';
import { TASK_NOT_FOUND, TITLE_REQUIRED, todoFilters } from '../../mock/handlers/todo';

export { taskTags };

export type TodoFilter = (typeof todoFilters)[number];
/** What the address can show: one of the filters or one of the tags. */
export type TodoView = TodoFilter | TaskTagValue;

export const isTodoView = (value: string | undefined): value is TodoView =>
  (todoFilters as readonly string[]).includes(value ?? '') ||
  (taskTagValues as readonly string[]).includes(value ?? '');

export { todoFilters };

/** The mock's messages (English, as the spec writes them) in the current language. */
export function mockMessage(t: TFunction<'todo'>, message: string): string {
  if (message === TITLE_REQUIRED) return t('errors.title');
  if (message === TASK_NOT_FOUND) return t('errors.notFound');
  return message;
}

/** A refused call split in its per-field messages and its overall one, translated. */
export function splitError(
  t: TFunction<'todo'>,
  error: unknown,
): { fields: Record<string, string>; message: string | null } {
  const demo = error as Partial<DemoError> | undefined;
  if (demo?.error && typeof demo.error === 'object') {
    const fields = Object.fromEntries(Object.entries(demo.error).map(([k, v]) => [k, mockMessage(t, v)]));
    return { fields, message: null };
  }
  if (typeof demo?.error === 'string' && demo.status && demo.status >= 400 && demo.status < 500) {
    return { fields: {}, message: mockMessage(t, demo.error) };
  }
  return { fields: {}, message: t('errors.failed') };
}
