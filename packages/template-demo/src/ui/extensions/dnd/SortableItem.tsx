import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A list row with a drag handle; the handle is the keyboard's way in (Space picks up and drops). */
export function SortableItem({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('uiExtensions');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`list-group-item d-flex align-items-center gap-2 ${isDragging ? 'vt-dragging' : ''}`}
      data-testid="dnd-item"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm btn-link p-0 text-body-secondary vt-drag-handle"
        aria-label={t('dnd.handle', { item: label })}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={18} aria-hidden />
      </button>
      <span className="flex-grow-1">{label}</span>
    </li>
  );
}
