import { describe, expect, it } from 'vitest';
import { checkState, type TreeNode, toggleCheck, visibleNodes } from './treeModel';

const tree: TreeNode[] = [
  {
    id: 'a',
    label: 'A',
    children: [
      { id: 'a1', label: 'A1' },
      { id: 'a2', label: 'A2', children: [{ id: 'a2x', label: 'A2x' }] },
    ],
  },
  { id: 'b', label: 'B' },
];

describe('tree model', () => {
  it('lists only what is expanded, with levels', () => {
    expect(visibleNodes(tree, new Set()).map((v) => v.node.id)).toEqual(['a', 'b']);
    expect(visibleNodes(tree, new Set(['a'])).map((v) => [v.node.id, v.level])).toEqual([
      ['a', 1],
      ['a1', 2],
      ['a2', 2],
      ['b', 1],
    ]);
  });

  it('cascades a parent check to every leaf below it and back', () => {
    const on = toggleCheck(tree[0], new Set());
    expect([...on].sort()).toEqual(['a1', 'a2x']);
    expect(checkState(tree[0], on)).toBe('checked');
    expect(toggleCheck(tree[0], on).size).toBe(0);
  });

  it('shows a partly checked parent as mixed', () => {
    expect(checkState(tree[0], new Set(['a1']))).toBe('mixed');
    expect(checkState(tree[0], new Set())).toBe('unchecked');
  });
});
