import { describe, expect, it } from 'vitest';
import { chartThemeFrom } from './chartTheme';

describe('chartThemeFrom', () => {
  it('reads the Bootstrap variables, trimmed, and orders the palette', () => {
    const vars: Record<string, string> = {
      '--bs-primary': ' #7367f0',
      '--bs-success': '#28c76f',
      '--bs-warning': '#ff9f43',
      '--bs-danger': '#ea5455',
      '--bs-info': '#00cfe8',
      '--bs-body-color': '#dee2e6',
      '--bs-border-color': '#495057',
    };
    const theme = chartThemeFrom((name) => vars[name] ?? '', 'dark', false);
    expect(theme.primary).toBe('#7367f0');
    expect(theme.body).toBe('#dee2e6');
    expect(theme.palette).toEqual(['#7367f0', '#28c76f', '#ff9f43', '#ea5455', '#00cfe8']);
    expect(theme.mode).toBe('dark');
  });

  it('falls back to the light defaults for a missing variable', () => {
    const theme = chartThemeFrom(() => '', 'light', false);
    expect(theme.body).toBe('#212529');
    expect(theme.surface).toBe('#ffffff');
  });

  it('gives a new key when the colours or the direction change', () => {
    const light = chartThemeFrom((n) => (n === '--bs-body-color' ? '#212529' : ''), 'light', false);
    const dark = chartThemeFrom((n) => (n === '--bs-body-color' ? '#dee2e6' : ''), 'dark', false);
    const rtl = chartThemeFrom((n) => (n === '--bs-body-color' ? '#212529' : ''), 'light', true);
    expect(new Set([light.key, dark.key, rtl.key]).size).toBe(3);
  });
});
