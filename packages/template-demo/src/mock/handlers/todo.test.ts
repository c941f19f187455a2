import { describe, expect, it } from 'vitest';
import { createTodoDb, type Task, type TodoDb, taskTags } from '../db/todo';
import { getTasks, newTask, TITLE_REQUIRED, trashTodo, updateTask } from './todo';

const fresh = () => createTodoDb();
const tasksOf = (db: TodoDb | undefined) => (db as TodoDb).tasks;
const list = (db: TodoDb, params?: Record<string, unknown>) => getTasks(db, { params }).body as Task[];
const ids = (tasks: Task[]) => tasks.map((t) => t.id);

describe('to-do fake table', () => {
  it('has 10 tasks with the spec fields, the same on every load', () => {
    const db = fresh();
    expect(db.tasks).toHaveLength(10);
    for (const task of db.tasks) {
      expect(Object.keys(task).sort()).toEqual(
        ['desc', 'id', 'isCompleted', 'isImportant', 'isStarred', 'isTrashed', 'tags', 'title'].sort(),
      );
      for (const tag of task.tags) expect(['frontend', 'backend', 'doc', 'bug']).toContain(tag);
    }
    expect(createTodoDb()).toEqual(db);
  });

  it('has at least one completed, trashed, starred and important task', () => {
    const { tasks } = fresh();
    expect(tasks.some((t) => t.isCompleted)).toBe(true);
    expect(tasks.some((t) => t.isTrashed)).toBe(true);
    expect(tasks.some((t) => t.isStarred)).toBe(true);
    expect(tasks.some((t) => t.isImportant)).toBe(true);
  });

  it('exports the four tags with their colours', () => {
    expect(taskTags.map((t) => [t.value, t.color])).toEqual([
      ['frontend', 'primary'],
      ['backend', 'success'],
      ['doc', 'warning'],
      ['bug', 'danger'],
    ]);
    expect(Object.keys(taskTags[0]).sort()).toEqual(['color', 'id', 'text', 'value']);
  });
});

describe('GET api/apps/todo', () => {
  it('answers every task not trashed, newest first, for all', () => {
    const tasks = list(fresh(), { filter: 'all' });
    expect(ids(tasks)).toEqual([10, 8, 7, 6, 4, 3, 2, 1]);
  });

  it('uses all when the filter is missing or unknown', () => {
    const db = fresh();
    const all = list(db, { filter: 'all' });
    expect(list(db)).toEqual(all);
    expect(list(db, { filter: 'nonsense' })).toEqual(all);
  });

  it('starred answers starred tasks, excluding trashed', () => {
    expect(ids(list(fresh(), { filter: 'starred' }))).toEqual([8, 6, 3]);
  });

  it('important answers important tasks, excluding trashed', () => {
    expect(ids(list(fresh(), { filter: 'important' }))).toEqual([6, 4, 2]);
  });

  it('completed answers completed tasks, excluding trashed', () => {
    expect(ids(list(fresh(), { filter: 'completed' }))).toEqual([8, 7, 2]);
  });

  it('trashed answers only trashed tasks', () => {
    expect(ids(list(fresh(), { filter: 'trashed' }))).toEqual([9, 5]);
  });

  it('a tag answers the tasks with that tag, excluding trashed', () => {
    const db = fresh();
    expect(ids(list(db, { filter: 'bug' }))).toEqual([6, 2]);
    expect(ids(list(db, { filter: 'frontend' }))).toEqual([8, 6, 1]);
    expect(ids(list(db, { filter: 'backend' }))).toEqual([7, 4]);
    expect(ids(list(db, { filter: 'doc' }))).toEqual([10, 7, 3]);
  });

  it('q searches title and description case-insensitively, within the filter', () => {
    const db = fresh();
    expect(ids(list(db, { filter: 'all', q: 'HEADER' }))).toEqual([7, 1]);
    expect(ids(list(db, { filter: 'all', q: 'whatsapp' }))).toEqual([8]);
    expect(ids(list(db, { filter: 'trashed', q: 'banner' }))).toEqual([5]);
    expect(list(db, { filter: 'all', q: 'banner' })).toEqual([]);
    expect(list(db, { filter: 'all', q: '  ' })).toEqual(list(db, { filter: 'all' }));
  });
});

describe('POST /api/apps/todo/new-task', () => {
  it('answers 201 with the highest id plus 1 and stores the task with defaults', () => {
    const db = fresh();
    const result = newTask(db, { data: { task: { title: '  Call the printer ' } } });
    expect(result.status).toBe(201);
    expect(result.body).toBe(11);
    expect(tasksOf(result.db).find((t) => t.id === 11)).toEqual({
      id: 11,
      title: 'Call the printer',
      desc: '',
      isImportant: false,
      isStarred: false,
      tags: [],
      isCompleted: false,
      isTrashed: false,
    });
    expect(ids(list(result.db!, { filter: 'all' }))[0]).toBe(11);
  });

  it('keeps the given flags, description and known tags, dropping unknown tags', () => {
    const result = newTask(fresh(), {
      data: {
        task: { title: 'API docs', desc: 'All of them', isStarred: true, tags: ['doc', 'ops', 'doc', 'backend'] },
      },
    });
    const task = tasksOf(result.db).find((t) => t.id === 11);
    expect(task).toMatchObject({ desc: 'All of them', isStarred: true, isImportant: false, tags: ['doc', 'backend'] });
  });

  it('counts from the highest id, even after trashing', () => {
    const db = fresh();
    const first = newTask(db, { data: { task: { title: 'a' } } });
    const trashed = trashTodo(first.db!, { data: 11 });
    expect(newTask(trashed.db!, { data: { task: { title: 'b' } } }).body).toBe(12);
  });

  it('answers 400 with a title error for a missing or blank title, changing nothing', () => {
    const db = fresh();
    for (const data of [{ task: { title: '   ' } }, { task: {} }, {}, undefined, 'garbage']) {
      expect(newTask(db, { data })).toEqual({ status: 400, body: { error: { title: TITLE_REQUIRED } } });
    }
  });
});

describe('POST /api/apps/todo/update-task', () => {
  it('replaces the task with that id', () => {
    const db = fresh();
    const task = { ...db.tasks[0], title: 'Header done', isCompleted: true, tags: ['frontend', 'doc'] };
    const result = updateTask(db, { data: { task } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual(task);
    expect(tasksOf(result.db)[0]).toEqual(task);
    expect(tasksOf(result.db)).toHaveLength(10);
  });

  it('answers 404 for an unknown id and 400 for a missing one', () => {
    const db = fresh();
    expect(updateTask(db, { data: { task: { id: 99, title: 'x' } } })).toMatchObject({ status: 404 });
    expect(updateTask(db, { data: { task: { title: 'x' } } })).toMatchObject({ status: 400 });
  });

  it('answers 400 with a title error for a blank title', () => {
    const db = fresh();
    expect(updateTask(db, { data: { task: { ...db.tasks[0], title: ' ' } } })).toEqual({
      status: 400,
      body: { error: { title: TITLE_REQUIRED } },
    });
  });
});

describe('POST /api/app/todo/trash-todo', () => {
  it('marks the task trashed and answers its id', () => {
    const result = trashTodo(fresh(), { data: 3 });
    expect(result).toMatchObject({ status: 200, body: 3 });
    expect(tasksOf(result.db).find((t) => t.id === 3)?.isTrashed).toBe(true);
    expect(ids(list(result.db!, { filter: 'trashed' }))).toEqual([9, 5, 3]);
    expect(ids(list(result.db!, { filter: 'starred' }))).toEqual([8, 6]);
  });

  it('accepts the id as a numeric string', () => {
    expect(trashTodo(fresh(), { data: '4' })).toMatchObject({ status: 200, body: 4 });
  });

  it('answers 404 for an unknown id', () => {
    expect(trashTodo(fresh(), { data: 42 })).toMatchObject({ status: 404 });
  });

  it('answers 400 when the body is not a number', () => {
    const db = fresh();
    for (const data of ['abc', '', undefined, { id: 3 }, 1.5, -1]) {
      expect(trashTodo(db, { data })).toMatchObject({ status: 400 });
    }
  });
});

describe('to-do handlers are pure', () => {
  it('never change the database they are given', () => {
    const db = fresh();
    const before = structuredClone(db);
    list(db, { filter: 'all' });
    newTask(db, { data: { task: { title: 'New', tags: ['bug'] } } });
    updateTask(db, { data: { task: { ...db.tasks[1], title: 'Changed' } } });
    trashTodo(db, { data: 1 });
    expect(db).toEqual(before);
  });
});
