import { usePointerChoice } from '@vitrine/web/components/usePointerChoice';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface MenuAction {
  key: string;
  label: string;
  run: () => void;
  danger?: boolean;
}

/**
 * A small menu at a point (the ARIA menu pattern): focus goes to the first item, arrows, Home and
 * End move, Enter or Space runs an item, Escape or Tab or a click elsewhere closes and focus goes
 * back to where the menu was opened from. It stays inside the viewport.
 */
export function ContextMenu({
  at,
  label,
  actions,
  onClose,
}: {
  at: { x: number; y: number };
  label: string;
  actions: MenuAction[];
  onClose: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState(at);
  const hover = usePointerChoice(setActive);

  useLayoutEffect(() => {
    const el = menu.current;
    if (!el) return;
    const { width, height } = el.getBoundingClientRect();
    setPosition({
      x: Math.max(4, Math.min(at.x, window.innerWidth - width - 4)),
      y: Math.max(4, Math.min(at.y, window.innerHeight - height - 4)),
    });
  }, [at]);
  // Before paint: a key pressed right after the menu appears already lands in it.
  useLayoutEffect(() => {
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [active]);
  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    const away = () => onClose();
    document.addEventListener('mousedown', outside);
    window.addEventListener('resize', away);
    window.addEventListener('scroll', away, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('resize', away);
      window.removeEventListener('scroll', away, true);
    };
  }, [onClose]);

  const run = (action: MenuAction) => {
    onClose();
    action.run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => (i >= last ? 0 : i + 1)),
      ArrowUp: () => setActive((i) => (i <= 0 ? last : i - 1)),
      Home: () => setActive(0),
      End: () => setActive(last),
      Escape: onClose,
      Tab: onClose,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className="dropdown-menu show shadow position-fixed"
      style={{ top: position.y, left: position.x }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {actions.map((action, i) => (
        <button
          key={action.key}
          type="button"
          role="menuitem"
          tabIndex={i === active ? 0 : -1}
          className={`dropdown-item ${action.danger ? 'text-danger' : ''}`}
          onClick={() => run(action)}
          onMouseMove={hover(i)}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
