/** The fake database behind the to-do app (spec sections 2, 3 and 7). */

export const taskTagValues = ['frontend', 'backend', 'doc', 'bug'] as const;
export type TaskTagValue = (typeof taskTagValues)[number];

/** A task (spec section 3): id, title, desc, isImportant, isStarred, tags, isCompleted, isTrashed. */
export interface Task {
  id: number;
  title: string;
  desc: string;
  isImportant: boolean;
  isStarred: boolean;
  tags: TaskTagValue[];
  isCompleted: boolean;
  isTrashed: boolean;
}
/** A task tag as the sidebar shows it (spec: id, text, value, color). */
export interface TaskTag {
  id: number;
  text: string;
  value: TaskTagValue;
  color: 'primary' | 'success' | 'warning' | 'danger';
}
export interface TodoDb {
  tasks: Task[];
}

export const taskTags: readonly TaskTag[] = [
  { id: 1, text: 'Frontend', value: 'frontend', color: 'primary' },
  { id: 2, text: 'Backend', value: 'backend', color: 'success' },
  { id: 3, text: 'Doc', value: 'doc', color: 'warning' },
  { id: 4, text: 'Bug', value: 'bug', color: 'danger' },
];

type Flags = Partial<Pick<Task, 'isImportant' | 'isStarred' | 'isCompleted' | 'isTrashed'>>;
const task = (id: number, title: string, desc: string, tags: TaskTagValue[], flags: Flags = {}): Task => ({
  id,
  title,
  desc,
  isImportant: flags.isImportant ?? false,
  isStarred: flags.isStarred ?? false,
  tags,
  isCompleted: flags.isCompleted ?? false,
  isTrashed: flags.isTrashed ?? false,
});

/** 10 tasks, a fresh copy each call, so a test (or a reload) never sees another's changes. */
export function createTodoDb(): TodoDb {
  return {
    tasks: [
      task(1, 'Set up the shop catalogue header', 'Pick the background colour and fonts in the header designer.', [
        'frontend',
      ]),
      task(2, 'Fix the cart badge count', 'The badge shows the quantity instead of the number of lines.', ['bug'], {
        isImportant: true,
        isCompleted: true,
      }),
      task(3, 'Write the delivery zones page', 'Explain cash on delivery and the zones we ship to.', ['doc'], {
        isStarred: true,
      }),
      task(4, 'Paginate the products endpoint', 'Add page and perPage to the product list call.', ['backend'], {
        isImportant: true,
      }),
      task(5, 'Old banner images', 'Remove the 2024 sale banners from the shop images.', ['frontend'], {
        isTrashed: true,
      }),
      task(
        6,
        'Report dialog keeps reopening',
        'The cookie is not set after a successful report.',
        ['bug', 'frontend'],
        {
          isImportant: true,
          isStarred: true,
        },
      ),
      task(
        7,
        'Document the header JSON',
        'List every entry of the header JSON and its status flag.',
        ['doc', 'backend'],
        {
          isCompleted: true,
        },
      ),
      task(8, 'Share card preview', 'Check how the card looks in WhatsApp and Telegram.', ['frontend'], {
        isStarred: true,
        isCompleted: true,
      }),
      task(9, 'Duplicate state list', 'States are loaded twice when the country changes.', ['bug', 'backend'], {
        isTrashed: true,
        isImportant: true,
      }),
      task(10, 'Translate the FAQ', 'German, French and Portuguese versions of the FAQ page.', ['doc']),
    ],
  };
}
