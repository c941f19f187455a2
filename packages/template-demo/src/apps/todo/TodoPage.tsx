import { LoadError, Loading } from '@vitrine/web/components/ui';
import { useMediaQuery } from '@vitrine/web/template/useMediaQuery';
import { CircleAlert, Menu, Star } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Badge, Button, Card, Form, Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { type PanelTarget, TaskPanel } from './TaskPanel';
import { TodoSidebar } from './TodoSidebar';
import { type Task, type TaskDraft, useGetTasksQuery, useUpdateTaskMutation } from './todoApi';
import { isTodoView, splitError, type TodoView, taskTags } from './todoShared';
import './todo.scss';
import { SearchField } from '../shared/SearchField';

const tagOf = (value: string) => taskTags.find((tag) => tag.value === value);

/** What a new task starts with under the current filter, so it shows where it was added. */
function defaultsFor(view: TodoView): Partial<TaskDraft> {
  if (view === 'starred') return { isStarred: true };
  if (view === 'important') return { isImportant: true };
  const tag = tagOf(view);
  return tag ? { tags: [tag.value] } : {};
}

/**
 * The to-do app: filters and tags at the side (an offcanvas on phones), the tasks under the chosen
 * one with search, and a side panel to add or edit a task. Everything goes through the demo mock.
 */
export default function TodoPage() {
  const { t } = useTranslation('todo');
  const { filter } = useParams();
  const wide = useMediaQuery('(min-width: 992px)');
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<PanelTarget | null>(null);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const view: TodoView = isTodoView(filter) ? filter : 'all';
  const tasks = useGetTasksQuery({ filter: view, q });

  if (!isTodoView(filter)) return <Navigate replace to="/todo/all" />;

  const viewName = tagOf(view) ? t(`tags.${view}`) : t(`filters.${view}`);
  const openNew = () => {
    setMenuOpen(false);
    setPanel({ mode: 'new', defaults: defaultsFor(view) });
  };
  const sidebar = <TodoSidebar onAdd={openNew} onNavigate={() => setMenuOpen(false)} />;

  return (
    <div className="vt-todo-app vt-demo-app">
      <DemoPageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="vt-todo d-flex gap-4 align-items-start">
        {wide && (
          <Card as="aside" className="vt-todo-sidebar flex-shrink-0" aria-label={t('sidebar')}>
            <Card.Body>{sidebar}</Card.Body>
          </Card>
        )}
        <Card className="vt-todo-main flex-grow-1 w-100">
          <Card.Header className="bg-transparent d-flex align-items-center gap-2 py-3">
            {!wide && (
              <Button
                variant="outline-secondary"
                className="vt-btn-quiet flex-shrink-0 d-inline-flex align-items-center p-2"
                aria-label={t('openFilters')}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
                data-testid="todo-menu"
              >
                <Menu size={18} aria-hidden />
              </Button>
            )}
            <SearchField
              className="flex-grow-1"
              value={search}
              onChange={setSearch}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
            />
          </Card.Header>
          <Card.Body className="p-0">
            <h2 className="h6 px-3 pt-3 mb-2 d-flex align-items-center gap-2" data-testid="todo-heading">
              {viewName}
              {tasks.data && (
                <Badge bg="secondary-subtle" text="secondary-emphasis" pill>
                  <span className="visually-hidden">{t('list.countLabel')} </span>
                  {tasks.data.length}
                </Badge>
              )}
            </h2>
            {tasks.isLoading && <Loading />}
            {tasks.isError && !tasks.isFetching && (
              <div className="p-3">
                <LoadError message={t('errors.loadFailed')} onRetry={() => tasks.refetch()} />
              </div>
            )}
            {tasks.data && !tasks.isError && (
              <TaskList
                tasks={tasks.data}
                q={q}
                viewName={viewName}
                onOpen={(task) => setPanel({ mode: 'edit', task })}
              />
            )}
          </Card.Body>
        </Card>
      </div>
      {!wide && (
        <Offcanvas
          show={menuOpen}
          onHide={() => setMenuOpen(false)}
          placement="start"
          aria-labelledby="todo-menu-title"
        >
          <Offcanvas.Header closeButton closeLabel={t('panel.close')}>
            <Offcanvas.Title id="todo-menu-title" as="h2" className="h5 mb-0">
              {t('title')}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{sidebar}</Offcanvas.Body>
        </Offcanvas>
      )}
      <TaskPanel target={panel} onHide={() => setPanel(null)} />
    </div>
  );
}

function TaskList({
  tasks,
  q,
  viewName,
  onOpen,
}: {
  tasks: Task[];
  q: string;
  viewName: string;
  onOpen: (task: Task) => void;
}) {
  const { t } = useTranslation('todo');
  if (tasks.length === 0) {
    return (
      <p className="text-body-secondary text-center px-3 py-5 mb-0" data-testid="todo-empty">
        {q ? t('list.emptySearch', { q }) : t('list.empty')}
      </p>
    );
  }
  return (
    <ul className="list-group list-group-flush vt-todo-list" aria-label={t('list.label', { filter: viewName })}>
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} onOpen={() => onOpen(task)} />
      ))}
    </ul>
  );
}

/** One task: complete it, open it, see its tags, star it or mark it important. */
function TaskRow({ task, onOpen }: { task: Task; onOpen: () => void }) {
  const { t } = useTranslation('todo');
  const [updateTask] = useUpdateTaskMutation();
  const flip = async (change: Partial<Task>) => {
    const result = await updateTask({ ...task, ...change });
    if (result.error) toast.error(splitError(t, result.error).message ?? t('errors.failed'));
  };
  return (
    <li className="list-group-item d-flex align-items-start gap-2 py-3" data-testid="task-row" data-task-id={task.id}>
      <Form.Check
        id={`task-done-${task.id}`}
        className="mt-1 flex-shrink-0"
        checked={task.isCompleted}
        disabled={task.isTrashed}
        onChange={(e) => flip({ isCompleted: e.target.checked })}
        aria-label={t('task.complete', { title: task.title })}
      />
      <button
        type="button"
        className="vt-todo-open flex-grow-1 text-start border-0 bg-transparent p-0 text-body"
        onClick={onOpen}
        aria-label={t('task.edit', { title: task.title })}
      >
        <span
          className={`d-block fw-semibold text-break${task.isCompleted ? ' text-decoration-line-through text-body-secondary' : ''}`}
          data-testid="task-title"
        >
          {task.title}
        </span>
        {task.desc && <span className="d-block small text-body-secondary text-truncate">{task.desc}</span>}
        {task.tags.length > 0 && (
          <span className="d-flex flex-wrap gap-1 mt-1">
            {task.tags.map((value) => {
              const tag = tagOf(value);
              return (
                <Badge
                  key={value}
                  bg=""
                  className={`bg-${tag?.color}-subtle text-${tag?.color}-emphasis fw-medium`}
                  data-testid="task-tag"
                >
                  {t(`tags.${value}`)}
                </Badge>
              );
            })}
          </span>
        )}
      </button>
      <div className="d-flex flex-shrink-0">
        <button
          type="button"
          className="btn-icon"
          aria-pressed={task.isStarred}
          aria-label={t('task.star', { title: task.title })}
          onClick={() => flip({ isStarred: !task.isStarred })}
          data-testid="task-star"
        >
          <Star size={18} aria-hidden className={task.isStarred ? 'vt-todo-starred' : 'text-body-secondary'} />
        </button>
        <button
          type="button"
          className="btn-icon"
          aria-pressed={task.isImportant}
          aria-label={t('task.important', { title: task.title })}
          onClick={() => flip({ isImportant: !task.isImportant })}
          data-testid="task-important"
        >
          <CircleAlert size={18} aria-hidden className={task.isImportant ? 'text-danger' : 'text-body-secondary'} />
        </button>
      </div>
    </li>
  );
}
