/**
 * Whether a map's tiles are reaching it. Leaflet shows grey squares for tiles that failed; the page
 * says so instead when none of the first tiles loaded (offline, a blocked or wrong tile server).
 */
export interface TileHealth {
  loaded: number;
  failed: number;
  status: 'loading' | 'ok' | 'failed';
  /** Bumped by a retry: the tile layer is made again and asks for every tile anew. */
  attempt: number;
}

export type TileEvent = { type: 'tileload' } | { type: 'tileerror' } | { type: 'settled' } | { type: 'retry' };

/** This many failures before any tile loaded is enough to say so without waiting for the rest. */
export const FAILURES_BEFORE_GIVING_UP = 4;

export const initialTileHealth: TileHealth = { loaded: 0, failed: 0, status: 'loading', attempt: 0 };

export function tileHealth(state: TileHealth, event: TileEvent): TileHealth {
  switch (event.type) {
    case 'tileload':
      return { ...state, loaded: state.loaded + 1, status: 'ok' };
    case 'tileerror': {
      const failed = state.failed + 1;
      const givenUp = state.loaded === 0 && failed >= FAILURES_BEFORE_GIVING_UP;
      return { ...state, failed, status: givenUp ? 'failed' : state.status };
    }
    // Leaflet's `load`: every visible tile has answered, loaded or not.
    case 'settled':
      return state.loaded === 0 && state.failed > 0 ? { ...state, status: 'failed' } : state;
    case 'retry':
      return { ...initialTileHealth, attempt: state.attempt + 1 };
  }
}
