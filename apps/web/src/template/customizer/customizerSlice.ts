import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../store';
import { type CustomizerState, themeConfig } from '../themeConfig';

type OptionPayload = { [K in keyof CustomizerState]: { key: K; value: CustomizerState[K] } }[keyof CustomizerState];

/**
 * The customizer is one slice whose defaults come from the theme config. It is not
 * persisted (spec: only the cart and the option lists survive a reload).
 */
export const customizerSlice = createSlice({
  name: 'customizer',
  initialState: themeConfig,
  reducers: {
    /** Sets one option (use {@link setOption}, which ties the value's type to its key). */
    optionSet(state, action: PayloadAction<OptionPayload>) {
      Object.assign(state, { [action.payload.key]: action.payload.value });
    },
    toggleSidebarCollapsed(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    resetCustomizer() {
      return themeConfig;
    },
  },
  selectors: {
    selectCustomizer: (state) => state,
  },
});

declare module '../../store' {
  interface LazyLoadedSlices {
    customizer: CustomizerState;
  }
}

export const injectedCustomizer = customizerSlice.injectInto(rootReducer);
export const { toggleSidebarCollapsed, resetCustomizer } = customizerSlice.actions;

/** `setOption('theme', 'dark')`: a key always gets a value of its own kind. */
export function setOption<K extends keyof CustomizerState>(key: K, value: CustomizerState[K]) {
  return customizerSlice.actions.optionSet({ key, value } as OptionPayload);
}
export const { selectCustomizer } = injectedCustomizer.selectors;
