import {
  closestCorners,
  DndContext,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type ColumnId, type Columns, columnIds, moveAcross } from './boards';
import { SortableItem } from './SortableItem';
import { useDndAccessibility } from './useAnnouncements';

const labels: Record<string, string> = {
  t1: 'Order packaging',
  t2: 'Answer reviews',
  t3: 'Update opening hours',
  t4: 'Back up the catalogue',
  t5: 'Renew the domain',
};

function Column({ id, items }: { id: ColumnId; items: string[] }) {
  const { t } = useTranslation('uiExtensions');
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section aria-labelledby={`dnd-col-${id}`} className={`vt-dnd-column p-2 rounded ${isOver ? 'is-over' : ''}`}>
      <h3 className="h6 px-1" id={`dnd-col-${id}`}>
        {t(`dnd.${id}`)} <span className="badge text-bg-secondary">{items.length}</span>
      </h3>
      <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="list-group mb-0 vt-dnd-drop" data-testid={`dnd-${id}`}>
          {items.map((item) => (
            <SortableItem key={item} id={item} label={labels[item]} />
          ))}
          {items.length === 0 && <li className="list-group-item text-body-secondary small">{t('dnd.empty')}</li>}
        </ul>
      </SortableContext>
    </section>
  );
}

/** A to-do and a done list: items move within and between them, by pointer or keyboard. */
export function ConnectedLists() {
  const [columns, setColumns] = useState<Columns>({ todo: ['t1', 't2', 't3'], done: ['t4', 't5'] });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useTranslation('uiExtensions');
  const accessibility = useDndAccessibility((id) => labels[String(id)] ?? t(`dnd.${String(id)}`));
  // Moving while dragging (not only on drop) lets an item enter the other list and find its place there.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (over) setColumns((c) => moveAcross(c, String(active.id), String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      accessibility={accessibility}
    >
      <Row className="g-3">
        {columnIds.map((id) => (
          <Col md={6} key={id}>
            <Column id={id} items={columns[id]} />
          </Col>
        ))}
      </Row>
    </DndContext>
  );
}
