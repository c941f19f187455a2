import { describe, expect, it } from 'vitest';
import { addChip } from './chips';

describe('addChip', () => {
  it('adds the trimmed text at the end', () => {
    expect(addChip(['React'], '  Vue  ')).toEqual(['React', 'Vue']);
  });
  it('ignores blank text and collapses inner spaces', () => {
    expect(addChip(['React'], '   ')).toEqual(['React']);
    expect(addChip([], 'Web   Components')).toEqual(['Web Components']);
  });
  it('keeps one chip per name, case ignored', () => {
    expect(addChip(['React'], 'react')).toEqual(['React']);
  });
});
