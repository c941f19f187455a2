import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { themeConfig } from '../themeConfig';
import { customizerSlice, resetCustomizer, setOption, toggleSidebarCollapsed } from './customizerSlice';

const reduce = customizerSlice.reducer;

describe('customizer state', () => {
  it('starts from the theme config defaults of the spec', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toEqual(themeConfig);
    expect(state).toMatchObject({
      menuTheme: 'primary',
      navbarType: 'sticky',
      footerType: 'static',
      layout: 'vertical',
    });
    expect(state.theme).toBe('light');
    expect(state.direction).toBe('ltr');
  });

  it('sets one option and leaves the others alone', () => {
    const dark = reduce(themeConfig, setOption('theme', 'dark'));
    expect(dark.theme).toBe('dark');
    expect({ ...dark, theme: 'light' }).toEqual(themeConfig);
    const rtl = reduce(dark, setOption('direction', 'rtl'));
    expect(rtl).toMatchObject({ theme: 'dark', direction: 'rtl' });
  });

  it('toggles the collapsed sidebar and resets to the defaults', () => {
    const collapsed = reduce(themeConfig, toggleSidebarCollapsed());
    expect(collapsed.sidebarCollapsed).toBe(true);
    expect(reduce(collapsed, toggleSidebarCollapsed()).sidebarCollapsed).toBe(false);
    const changed = reduce(collapsed, setOption('layout', 'horizontal'));
    expect(reduce(changed, resetCustomizer())).toEqual(themeConfig);
  });

  it('works injected into a store', () => {
    const store = configureStore({ reducer: { customizer: customizerSlice.reducer } });
    store.dispatch(setOption('footerType', 'sticky'));
    store.dispatch(setOption('hideScrollToTop', true));
    expect(store.getState().customizer).toMatchObject({ footerType: 'sticky', hideScrollToTop: true });
  });
});
