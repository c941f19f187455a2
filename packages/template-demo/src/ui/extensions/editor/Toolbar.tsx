import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
} from 'lucide-react';
import { Button, ButtonGroup, ButtonToolbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** One formatting button: its name, icon, what it does, and how to tell it is on. */
interface Tool {
  key: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const groups: Tool[][] = [
  [
    { key: 'bold', icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    {
      key: 'italic',
      icon: Italic,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      key: 'strike',
      icon: Strikethrough,
      run: (e) => e.chain().focus().toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
    { key: 'code', icon: Code, run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  [
    {
      key: 'heading1',
      icon: Heading1,
      run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
      active: (e) => e.isActive('heading', { level: 1 }),
    },
    {
      key: 'heading2',
      icon: Heading2,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
  ],
  [
    {
      key: 'bulletList',
      icon: List,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      icon: ListOrdered,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      key: 'blockquote',
      icon: Quote,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
  ],
];

/** The editor's toolbar: each toggle says whether it is on (aria-pressed) as the selection moves. */
export function Toolbar({ editor, onLink, linkOpen }: { editor: Editor; onLink: () => void; linkOpen: boolean }) {
  const { t } = useTranslation('uiExtensions');
  const state = useEditorState({
    editor,
    // A destroyed editor (replaced after React's strict double mount) answers nothing; show everything off.
    selector: ({ editor: e }) =>
      e.isDestroyed
        ? { active: {} as Record<string, boolean>, link: false, canUndo: false, canRedo: false }
        : {
            active: Object.fromEntries(groups.flat().map((tool) => [tool.key, tool.active?.(e) ?? false])),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          },
  });
  const button = (key: string, Icon: LucideIcon, onClick: () => void, pressed?: boolean, disabled?: boolean) => (
    <Button
      key={key}
      variant={pressed ? 'primary' : 'outline-secondary'}
      size="sm"
      aria-label={t(`editor.tools.${key}`)}
      title={t(`editor.tools.${key}`)}
      aria-pressed={pressed}
      disabled={disabled}
      // A pointer press leaves focus and the selection in the text: otherwise the button takes focus,
      // the editor gets it back a frame later, and what is typed in between (or the Bold just set) is lost.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon size={16} aria-hidden />
    </Button>
  );
  return (
    <ButtonToolbar className="gap-2 mb-2" aria-label={t('editor.toolbar')}>
      {groups.map((group) => (
        <ButtonGroup key={group[0].key}>
          {group.map((tool) => button(tool.key, tool.icon, () => tool.run(editor), state.active[tool.key]))}
        </ButtonGroup>
      ))}
      <ButtonGroup>{button('link', Link2, onLink, state.link || linkOpen)}</ButtonGroup>
      <ButtonGroup>
        {button('undo', Undo2, () => editor.chain().focus().undo().run(), undefined, !state.canUndo)}
        {button('redo', Redo2, () => editor.chain().focus().redo().run(), undefined, !state.canRedo)}
      </ButtonGroup>
    </ButtonToolbar>
  );
}
