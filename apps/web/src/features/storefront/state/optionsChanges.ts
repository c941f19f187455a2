import type { Country, MasterItem, State } from '@vitrine/contracts';

/** The general option lists (spec section 3); they persist across reloads with the carts. */
export interface OptionsState {
  country_list: Country[];
  /** Kept per country id. */
  state_list: Record<string, State[]>;
  delivery_types: MasterItem[];
}

export const initialOptionsState: OptionsState = { country_list: [], state_list: {}, delivery_types: [] };

/** A change to the option lists (see ShopChange in shopChanges.ts). */
export type OptionsChange = (state: OptionsState) => OptionsState;

export const countriesLoaded =
  (list: Country[]): OptionsChange =>
  (state) => ({ ...state, country_list: list });

export const statesLoaded =
  ({ countryId, states }: { countryId: number; states: State[] }): OptionsChange =>
  (state) => ({ ...state, state_list: { ...state.state_list, [String(countryId)]: states } });

export const deliveryTypesLoaded =
  (list: MasterItem[]): OptionsChange =>
  (state) => ({ ...state, delivery_types: list });

export const optionsRestored =
  (restored: OptionsState): OptionsChange =>
  () =>
    restored;
