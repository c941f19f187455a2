import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('picks a unit and rounds for reading', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(12_595)).toBe('12.3 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(1536, 'de')).toBe('1,5 KB');
  });
});
