import { describe, expect, it } from 'vitest';
import { columnOf, moveAcross } from './boards';

const columns = { todo: ['a', 'b', 'c'], done: ['d'] };

describe('connected lists', () => {
  it('finds the column of an item or of a column id', () => {
    expect(columnOf(columns, 'b')).toBe('todo');
    expect(columnOf(columns, 'done')).toBe('done');
    expect(columnOf(columns, 'zzz')).toBeUndefined();
  });

  it('reorders inside a column', () => {
    expect(moveAcross(columns, 'a', 'c').todo).toEqual(['b', 'c', 'a']);
    expect(moveAcross(columns, 'c', 'a').todo).toEqual(['c', 'a', 'b']);
  });

  it('moves to another column before the item it is over, or to the end of the column', () => {
    expect(moveAcross(columns, 'b', 'd')).toEqual({ todo: ['a', 'c'], done: ['b', 'd'] });
    expect(moveAcross(columns, 'b', 'done')).toEqual({ todo: ['a', 'c'], done: ['d', 'b'] });
    expect(moveAcross({ todo: ['a'], done: [] }, 'a', 'done')).toEqual({ todo: [], done: ['a'] });
  });
});
