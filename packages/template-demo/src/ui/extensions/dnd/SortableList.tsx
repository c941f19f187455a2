import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableItem } from './SortableItem';
import { useDndAccessibility } from './useAnnouncements';

const initial = [
  'Photograph the new mugs',
  'Write the product texts',
  'Set the prices',
  'Publish the collection',
  'Tell the newsletter',
];

/** One sortable list: drag with the pointer, or Space, arrows, Space with the keyboard. */
export function SortableList() {
  const { t } = useTranslation('uiExtensions');
  const [items, setItems] = useState(initial.map((label, i) => ({ id: `task-${i + 1}`, label })));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDndAccessibility((id) => items.find((i) => i.id === id)?.label ?? String(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((list) => {
      const from = list.findIndex((i) => i.id === active.id);
      const to = list.findIndex((i) => i.id === over.id);
      return arrayMove(list, from, to);
    });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol
          className="list-group list-group-numbered mb-0"
          aria-label={t('dnd.sortableList')}
          data-testid="dnd-sortable"
        >
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} label={item.label} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
