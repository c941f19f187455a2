import { StickyNote } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { ContextMenu, type MenuAction } from './parts/ContextMenu';
import './extensions.scss';

const tones = ['body-tertiary', 'primary-subtle', 'success-subtle', 'warning-subtle', 'info-subtle'] as const;

interface Note {
  id: number;
  x: number;
  y: number;
}

/** /extensions/context-menu: a right-click (or Shift+F10 / Menu key) menu on an area, whose items act on it. */
export default function ContextMenuPage() {
  const { t } = useTranslation('uiExtensions');
  const area = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ x: number; y: number; local: { x: number; y: number } } | null>(null);
  const [tone, setTone] = useState(0);
  const [notes, setNotes] = useState<Note[]>([]);
  const [last, setLast] = useState<string | null>(null);

  const openAt = (clientX: number, clientY: number) => {
    const box = area.current!.getBoundingClientRect();
    setMenu({ x: clientX, y: clientY, local: { x: clientX - box.left, y: clientY - box.top } });
  };
  const close = useCallback(() => {
    setMenu(null);
    area.current?.focus();
  }, []);
  const actions: MenuAction[] = [
    {
      key: 'note',
      label: t('contextMenu.addNote'),
      run: () => {
        if (!menu) return;
        setNotes((n) => [...n, { id: Date.now(), ...menu.local }]);
        setLast(t('contextMenu.didNote'));
      },
    },
    {
      key: 'colour',
      label: t('contextMenu.changeColour'),
      run: () => {
        setTone((i) => (i + 1) % tones.length);
        setLast(t('contextMenu.didColour'));
      },
    },
    {
      key: 'clear',
      label: t('contextMenu.clear'),
      danger: true,
      run: () => {
        setNotes([]);
        setTone(0);
        setLast(t('contextMenu.didClear'));
      },
    },
  ];

  return (
    <ShowcasePage pageId="extContextMenu" description={t('contextMenu.description')}>
      <Example title={t('contextMenu.title')} description={t('contextMenu.text')}>
        {/* A focusable region: the keyboard opens the same menu with Shift+F10 or the Menu key. */}
        <div
          ref={area}
          role="region"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is where a keyboard user opens its menu
          tabIndex={0}
          aria-label={t('contextMenu.area')}
          aria-haspopup="menu"
          aria-describedby="ctx-hint"
          data-testid="ctx-area"
          className={`vt-ctx-area bg-${tones[tone]} border rounded position-relative`}
          onContextMenu={(e) => {
            e.preventDefault();
            openAt(e.clientX, e.clientY);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
              e.preventDefault();
              const box = area.current!.getBoundingClientRect();
              openAt(box.left + 24, box.top + 24);
            }
          }}
        >
          <p id="ctx-hint" className="text-body-secondary m-0 p-3">
            {t('contextMenu.hint')}
          </p>
          {notes.map((n) => (
            <span key={n.id} className="vt-ctx-note badge text-bg-warning" style={{ left: n.x, top: n.y }}>
              <StickyNote size={14} aria-hidden className="me-1" />
              {t('contextMenu.note')}
            </span>
          ))}
        </div>
        <p className="small mt-2 mb-0" aria-live="polite" data-testid="ctx-status">
          {t('contextMenu.notes', { count: notes.length })} · {t('contextMenu.last')}:{' '}
          {last ?? t('contextMenu.nothingYet')}
        </p>
        {menu && <ContextMenu at={menu} label={t('contextMenu.menu')} actions={actions} onClose={close} />}
      </Example>
    </ShowcasePage>
  );
}
