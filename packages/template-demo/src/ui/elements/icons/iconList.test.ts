import { describe, expect, it } from 'vitest';
import { filterIcons } from './iconList';

const list = [{ name: 'ArrowUp' }, { name: 'ArrowDown' }, { name: 'Camera' }, { name: 'CameraOff' }];

describe('filterIcons', () => {
  it('keeps every icon for an empty query', () => {
    expect(filterIcons(list, '  ')).toHaveLength(4);
  });
  it('matches part of the name, case and spaces ignored', () => {
    expect(filterIcons(list, 'camera').map((i) => i.name)).toEqual(['Camera', 'CameraOff']);
    expect(filterIcons(list, 'arrow up').map((i) => i.name)).toEqual(['ArrowUp']);
    expect(filterIcons(list, 'arrow-down').map((i) => i.name)).toEqual(['ArrowDown']);
  });
  it('finds nothing for an unknown name', () => {
    expect(filterIcons(list, 'zebra')).toEqual([]);
  });
});
