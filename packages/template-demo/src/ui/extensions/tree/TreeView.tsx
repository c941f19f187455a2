import { ChevronRight, File, Folder, FolderOpen } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type CheckState, checkState, type TreeNode, toggleCheck, visibleNodes } from './treeModel';

const ariaChecked: Record<CheckState, 'true' | 'false' | 'mixed'> = {
  checked: 'true',
  unchecked: 'false',
  mixed: 'mixed',
};

/**
 * An accessible tree (the ARIA tree pattern, multi-selectable with checkboxes): one tab stop,
 * arrows move, Right/Left expand, collapse or go to child/parent, Home/End, Enter expands,
 * Space checks a node and everything under it.
 */
export function TreeView({
  nodes,
  label,
  checked,
  onChecked,
}: {
  nodes: TreeNode[];
  label: string;
  checked: Set<string>;
  onChecked: (next: Set<string>) => void;
}) {
  const [expanded, setExpanded] = useState<Set<string>>(new Set([nodes[0]?.id]));
  const [focused, setFocused] = useState(nodes[0]?.id);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const visible = visibleNodes(nodes, expanded);
  const index = Math.max(
    0,
    visible.findIndex((v) => v.node.id === focused),
  );

  const focus = (id: string | undefined) => {
    if (!id) return;
    setFocused(id);
    refs.current.get(id)?.focus();
  };
  const setOpen = (id: string, open: boolean) =>
    setExpanded((e) => {
      const next = new Set(e);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const current = visible[index];
    if (!current) return;
    const { node, parent } = current;
    const isOpen = expanded.has(node.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(visible[index + 1]?.node.id),
      ArrowUp: () => focus(visible[index - 1]?.node.id),
      Home: () => focus(visible[0]?.node.id),
      End: () => focus(visible.at(-1)?.node.id),
      ArrowRight: () => {
        if (!node.children) return;
        if (!isOpen) setOpen(node.id, true);
        else focus(node.children[0]?.id);
      },
      ArrowLeft: () => {
        if (node.children && isOpen) setOpen(node.id, false);
        else focus(parent);
      },
      Enter: () => node.children && setOpen(node.id, !isOpen),
      ' ': () => onChecked(toggleCheck(node, checked)),
    };
    const key = keys[event.key];
    if (key) {
      event.preventDefault();
      event.stopPropagation();
      key();
    }
  };

  const render = (list: TreeNode[], level: number) =>
    list.map((node) => {
      const isOpen = expanded.has(node.id);
      const state = checkState(node, checked);
      const Icon = node.children ? (isOpen ? FolderOpen : Folder) : File;
      return (
        <li
          key={node.id}
          ref={(el) => {
            if (el) refs.current.set(node.id, el);
            else refs.current.delete(node.id);
          }}
          role="treeitem"
          aria-level={level}
          aria-expanded={node.children ? isOpen : undefined}
          aria-checked={ariaChecked[state]}
          aria-label={node.label}
          tabIndex={node.id === focused ? 0 : -1}
          className="vt-tree-item"
          onFocus={(e) => {
            if (e.target === e.currentTarget) setFocused(node.id);
          }}
        >
          <div className="vt-tree-row" style={{ paddingInlineStart: `${(level - 1) * 1.25}rem` }}>
            {node.children ? (
              <button
                type="button"
                tabIndex={-1}
                aria-hidden
                className={`vt-tree-toggle ${isOpen ? 'is-open' : ''}`}
                onClick={() => {
                  setOpen(node.id, !isOpen);
                  focus(node.id);
                }}
              >
                <ChevronRight size={16} />
              </button>
            ) : (
              <span className="vt-tree-toggle" aria-hidden />
            )}
            <input
              type="checkbox"
              tabIndex={-1}
              aria-hidden
              className="form-check-input m-0"
              checked={state === 'checked'}
              ref={(el) => {
                // The DOM's own half-checked look for a partly checked folder.
                if (el) el.indeterminate = state === 'mixed';
              }}
              onChange={() => {
                onChecked(toggleCheck(node, checked));
                focus(node.id);
              }}
              data-testid={`tree-check-${node.id}`}
            />
            <Icon size={16} aria-hidden className={node.children ? 'text-warning' : 'text-body-secondary'} />
            {/* A click anywhere on the row focuses this treeitem: it is the nearest focusable ancestor. */}
            <span>{node.label}</span>
          </div>
          {node.children && isOpen && (
            <ul role="group" className="list-unstyled m-0">
              {render(node.children, level + 1)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list with role=tree is the ARIA tree pattern's own markup
      role="tree"
      aria-multiselectable="true"
      aria-label={label}
      className="list-unstyled m-0 vt-tree"
      onKeyDown={onKeyDown}
    >
      {render(nodes, 1)}
    </ul>
  );
}
