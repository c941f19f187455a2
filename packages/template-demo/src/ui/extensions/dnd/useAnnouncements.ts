import type {
  Announcements,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  ScreenReaderInstructions,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/** dnd-kit's screen-reader messages in the page's language; items are named by their text. */
export function useDndAccessibility(nameOf: (id: string | number) => string) {
  const { t } = useTranslation('uiExtensions');
  const name = (id: string | number | undefined) => (id === undefined ? '' : nameOf(id));
  const announcements: Announcements = {
    onDragStart: ({ active }: DragStartEvent) => t('dnd.announce.start', { item: name(active.id) }),
    onDragOver: ({ active, over }: DragOverEvent) =>
      over
        ? t('dnd.announce.over', { item: name(active.id), target: name(over.id) })
        : t('dnd.announce.outside', { item: name(active.id) }),
    onDragEnd: ({ active, over }: DragEndEvent) =>
      over
        ? t('dnd.announce.end', { item: name(active.id), target: name(over.id) })
        : t('dnd.announce.dropped', { item: name(active.id) }),
    onDragCancel: ({ active }) => t('dnd.announce.cancel', { item: name(active.id) }),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('dnd.instructions') };
  return { announcements, screenReaderInstructions };
}
