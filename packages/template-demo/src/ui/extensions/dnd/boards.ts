/** Two connected lists: where an item is, and how it moves between them (pure, for the unit test). */
export type ColumnId = 'todo' | 'done';
export type Columns = Record<ColumnId, string[]>;

export const columnIds: ColumnId[] = ['todo', 'done'];

/** The column holding an id: a column's own id, or the column an item is in. */
export function columnOf(columns: Columns, id: string): ColumnId | undefined {
  if (id in columns) return id as ColumnId;
  return columnIds.find((c) => columns[c].includes(id));
}

/** Moves `active` to where `over` is: before the item it is over, or to the end of an (empty) column. */
export function moveAcross(columns: Columns, active: string, over: string): Columns {
  const from = columnOf(columns, active);
  const to = columnOf(columns, over);
  if (!from || !to) return columns;
  if (from === to) {
    const list = columns[from];
    const a = list.indexOf(active);
    const b = over === to ? list.length - 1 : list.indexOf(over);
    if (a === b || b < 0) return columns;
    const next = [...list];
    next.splice(a, 1);
    next.splice(b, 0, active);
    return { ...columns, [from]: next };
  }
  const target = columns[to];
  const at = over === to ? target.length : Math.max(0, target.indexOf(over));
  return {
    ...columns,
    [from]: columns[from].filter((id) => id !== active),
    [to]: [...target.slice(0, at), active, ...target.slice(at)],
  };
}
