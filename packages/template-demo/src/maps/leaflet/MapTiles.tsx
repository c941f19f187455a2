import { mapTileSettings } from '@vitrine/web/api/base';
import { createContext, useContext, useMemo } from 'react';
import { TileLayer } from 'react-leaflet';
import { attributionHtml } from './attribution';
import type { TileEvent } from './tileHealth';

/** How a map's tile layers report to the map frame, and which attempt they belong to. */
export const TileReport = createContext<{ report: (event: TileEvent) => void; attempt: number }>({
  report: () => {},
  attempt: 0,
});

/**
 * The configured tiles (MAP_TILE_URL, written into the page by the server) with their credit;
 * loads and failures go to the map frame, which says so when the tiles cannot be loaded.
 */
export function MapTiles({ className }: { className?: string }) {
  const { report, attempt } = useContext(TileReport);
  const settings = useMemo(() => mapTileSettings(), []);
  const eventHandlers = useMemo(
    () => ({
      tileload: () => report({ type: 'tileload' }),
      tileerror: () => report({ type: 'tileerror' }),
      load: () => report({ type: 'settled' }),
    }),
    [report],
  );
  return (
    <TileLayer
      // A retry makes the layer again, so every tile is asked for anew.
      key={attempt}
      url={settings.url}
      attribution={attributionHtml(settings.attribution)}
      className={className}
      eventHandlers={eventHandlers}
    />
  );
}
