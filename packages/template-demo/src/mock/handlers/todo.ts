import { type Task, type TaskTagValue, type TodoDb, taskTagValues } from '../db/todo';
import type { MockHandler, MockResult } from './types';

export const TITLE_REQUIRED = 'Please enter a title.';
export const TASK_NOT_FOUND = 'No such task.';
export const TASK_ID_NOT_A_NUMBER = 'The task id must be a number.';

/** The to-do sidebar's filters besides the tags (spec section 2); `all` is the default. */
export const todoFilters = ['all', 'starred', 'important', 'completed', 'trashed'] as const;

const fail = (status: number, error: Record<string, string> | string): MockResult<never> => ({
  status,
  body: { error },
});

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

const isTag = (value: unknown): value is TaskTagValue => taskTagValues.includes(value as never);

/** Whether a task shows under a filter; unknown or missing filters mean `all` (every task not trashed). */
function matches(task: Task, filter: unknown): boolean {
  if (filter === 'trashed') return task.isTrashed;
  if (task.isTrashed) return false;
  if (filter === 'starred') return task.isStarred;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  if (isTag(filter)) return task.tags.includes(filter);
  return true;
}

/** A task as the app sends it, checked: a non-blank title; unknown tags dropped; flags false unless true. */
function taskFrom(raw: unknown, id: number): Task | Record<string, string> {
  const obj = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const title = typeof obj.title === 'string' ? obj.title.trim() : '';
  if (!title) return { title: TITLE_REQUIRED };
  const tags = Array.isArray(obj.tags) ? [...new Set(obj.tags.filter(isTag))] : [];
  return {
    id,
    title,
    desc: typeof obj.desc === 'string' ? obj.desc : '',
    isImportant: obj.isImportant === true,
    isStarred: obj.isStarred === true,
    tags,
    isCompleted: obj.isCompleted === true,
    isTrashed: obj.isTrashed === true,
  };
}

const isTask = (value: Task | Record<string, string>): value is Task => 'id' in value;

/**
 * GET api/apps/todo {filter, q} → the tasks under the filter (all, starred, important, completed,
 * trashed or a tag), whose title or description contains q (case-insensitively), newest first.
 */
export const getTasks: MockHandler<TodoDb> = (db, { params }) => {
  const filter = typeof params?.filter === 'string' ? params.filter.trim().toLowerCase() : 'all';
  const needle = typeof params?.q === 'string' ? params.q.trim().toLocaleLowerCase() : '';
  const tasks = db.tasks
    .filter((t) => matches(t, filter))
    .filter(
      (t) => !needle || t.title.toLocaleLowerCase().includes(needle) || t.desc.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => b.id - a.id);
  return { status: 200, body: tasks };
};

/** POST /api/apps/todo/new-task {task} → 201 with the new id (the highest id plus 1). */
export const newTask: MockHandler<TodoDb> = (db, { data }) => {
  const id = Math.max(0, ...db.tasks.map((t) => t.id)) + 1;
  const task = taskFrom((data as { task?: unknown } | undefined)?.task, id);
  if (!isTask(task)) return fail(400, task);
  return { status: 201, body: id, db: { ...db, tasks: [...db.tasks, task] } };
};

/** POST /api/apps/todo/update-task {task}: replaces the task with that id (edit, complete, star). */
export const updateTask: MockHandler<TodoDb> = (db, { data }) => {
  const raw = (data as { task?: { id?: unknown } } | undefined)?.task;
  const id = positiveInt(raw?.id);
  if (!id) return fail(400, { id: 'Which task? Its id is missing.' });
  if (!db.tasks.some((t) => t.id === id)) return fail(404, TASK_NOT_FOUND);
  const task = taskFrom(raw, id);
  if (!isTask(task)) return fail(400, task);
  return { status: 200, body: task, db: { ...db, tasks: db.tasks.map((t) => (t.id === id ? task : t)) } };
};

/** POST /api/app/todo/trash-todo with the task id as the body (a number or a numeric string) → the id. */
export const trashTodo: MockHandler<TodoDb> = (db, { data }) => {
  const id = typeof data === 'number' || typeof data === 'string' ? positiveInt(data) : null;
  if (!id) return fail(400, TASK_ID_NOT_A_NUMBER);
  if (!db.tasks.some((t) => t.id === id)) return fail(404, TASK_NOT_FOUND);
  return {
    status: 200,
    body: id,
    db: { ...db, tasks: db.tasks.map((t) => (t.id === id ? { ...t, isTrashed: true } : t)) },
  };
};
