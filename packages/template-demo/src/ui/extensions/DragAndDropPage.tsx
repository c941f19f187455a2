import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { ConnectedLists } from './dnd/ConnectedLists';
import { SortableList } from './dnd/SortableList';
import './dnd/dnd.scss';

/** /extensions/drag-and-drop: @dnd-kit sortable lists, by pointer and by keyboard, announced to screen readers. */
export default function DragAndDropPage() {
  const { t } = useTranslation('uiExtensions');
  return (
    <ShowcasePage pageId="extDragAndDrop" description={t('dnd.description')}>
      <Example title={t('dnd.sortable')} description={t('dnd.sortableText')}>
        <SortableList />
      </Example>
      <Example title={t('dnd.connected')} description={t('dnd.connectedText')}>
        <ConnectedLists />
      </Example>
    </ShowcasePage>
  );
}
