/** The tree's data and its pure helpers: visible order, parents, leaves and check states. */
export interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** The nodes a person can move through: every root, and the children of expanded nodes, in order. */
export function visibleNodes(nodes: TreeNode[], expanded: Set<string>, level = 1, parent?: string) {
  const out: { node: TreeNode; level: number; parent?: string }[] = [];
  for (const node of nodes) {
    out.push({ node, level, parent });
    if (node.children && expanded.has(node.id)) out.push(...visibleNodes(node.children, expanded, level + 1, node.id));
  }
  return out;
}

export function leavesOf(node: TreeNode): string[] {
  return node.children ? node.children.flatMap(leavesOf) : [node.id];
}

/** A parent is checked when all its leaves are, mixed when some are. */
export function checkState(node: TreeNode, checked: Set<string>): CheckState {
  const leaves = leavesOf(node);
  const on = leaves.filter((id) => checked.has(id)).length;
  return on === 0 ? 'unchecked' : on === leaves.length ? 'checked' : 'mixed';
}

/** Toggling a node sets all of its leaves: on, unless every one is already on. */
export function toggleCheck(node: TreeNode, checked: Set<string>): Set<string> {
  const next = new Set(checked);
  const leaves = leavesOf(node);
  const turnOn = checkState(node, checked) !== 'checked';
  for (const id of leaves) {
    if (turnOn) next.add(id);
    else next.delete(id);
  }
  return next;
}
