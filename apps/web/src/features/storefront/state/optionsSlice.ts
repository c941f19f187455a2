import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Country, MasterItem, State } from '@vitrine/contracts';

/** The general option lists (spec section 3); they persist across reloads with the carts. */
export interface OptionsState {
  country_list: Country[];
  /** Kept per country id. */
  state_list: Record<string, State[]>;
  delivery_types: MasterItem[];
}

export const initialOptionsState: OptionsState = { country_list: [], state_list: {}, delivery_types: [] };

export const optionsSlice = createSlice({
  name: 'options',
  initialState: initialOptionsState,
  reducers: {
    countriesLoaded(state, action: PayloadAction<Country[]>) {
      state.country_list = action.payload;
    },
    statesLoaded(state, action: PayloadAction<{ countryId: number; states: State[] }>) {
      state.state_list[String(action.payload.countryId)] = action.payload.states;
    },
    deliveryTypesLoaded(state, action: PayloadAction<MasterItem[]>) {
      state.delivery_types = action.payload;
    },
    optionsRestored(_state, action: PayloadAction<OptionsState>) {
      return action.payload;
    },
  },
});

export const { countriesLoaded, statesLoaded, deliveryTypesLoaded, optionsRestored } = optionsSlice.actions;
