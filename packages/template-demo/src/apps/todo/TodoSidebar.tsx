import { NavLink } from '@vitrine/web/routing/NavLink';
import { CircleAlert, CircleCheckBig, ListTodo, type LucideIcon, Plus, Star, Trash2 } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type TodoFilter, taskTags } from './todoShared';

const filterIcons: Record<TodoFilter, LucideIcon> = {
  all: ListTodo,
  starred: Star,
  important: CircleAlert,
  completed: CircleCheckBig,
  trashed: Trash2,
};

/** "Add task", the filters and the tags: a column on wide screens, the offcanvas's body on phones. */
export function TodoSidebar({ onAdd, onNavigate }: { onAdd: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation('todo');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `vt-todo-link d-flex align-items-center gap-2 px-3 py-2 rounded text-decoration-none${isActive ? ' active' : ''}`;
  return (
    <div className="d-flex flex-column gap-3">
      <Button variant="primary" className="w-100" onClick={onAdd} data-testid="todo-add">
        <Plus size={16} className="me-1" aria-hidden />
        {t('add')}
      </Button>
      <nav aria-label={t('filters.heading')}>
        <h2 className="h6 text-body-secondary text-uppercase small px-3 mb-2">{t('filters.heading')}</h2>
        <ul className="list-unstyled mb-0">
          {(Object.keys(filterIcons) as TodoFilter[]).map((filter) => {
            const Icon = filterIcons[filter];
            return (
              <li key={filter}>
                <NavLink to={`/todo/${filter}`} className={linkClass} onClick={onNavigate}>
                  <Icon size={16} aria-hidden />
                  {t(`filters.${filter}`)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label={t('tags.heading')}>
        <h2 className="h6 text-body-secondary text-uppercase small px-3 mb-2">{t('tags.heading')}</h2>
        <ul className="list-unstyled mb-0">
          {taskTags.map((tag) => (
            <li key={tag.value}>
              <NavLink to={`/todo/${tag.value}`} className={linkClass} onClick={onNavigate}>
                <span className={`vt-todo-dot bg-${tag.color}`} aria-hidden />
                {t(`tags.${tag.value}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
