import type { LatLngExpression } from 'leaflet';
import { CloudOff, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { MapContainer, useMap, ZoomControl } from 'react-leaflet';
import { TileReport } from './MapTiles';
import { initialTileHealth, type TileEvent, tileHealth } from './tileHealth';

/**
 * One example map: a Leaflet map with an accessible name and translated zoom buttons, and a
 * message over it with Retry when its tiles cannot be loaded (instead of grey squares).
 */
export function DemoMap({
  label,
  center,
  zoom,
  children,
  testId,
}: {
  label: string;
  center: LatLngExpression;
  zoom: number;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('maps');
  const [health, dispatch] = useReducer(tileHealth, initialTileHealth);
  const report = useCallback((event: TileEvent) => dispatch(event), []);
  const tiles = useMemo(() => ({ report, attempt: health.attempt }), [report, health.attempt]);

  return (
    <div className="vt-map position-relative" data-testid={testId}>
      <MapContainer center={center} zoom={zoom} zoomControl={false} className="vt-map-canvas rounded border">
        <MapName label={label} />
        <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        <TileReport value={tiles}>{children}</TileReport>
      </MapContainer>
      {health.status === 'failed' && (
        <div className="vt-map-failure position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center p-3 rounded">
          <div role="alert" className="text-center bg-body border rounded shadow-sm p-3" style={{ maxWidth: '22rem' }}>
            <CloudOff size={28} aria-hidden className="text-body-secondary mb-2" />
            <p className="mb-2 fw-semibold">{t('tilesFailed.title')}</p>
            <p className="small text-body-secondary">{t('tilesFailed.help')}</p>
            <Button
              size="sm"
              variant="primary"
              onClick={() => dispatch({ type: 'retry' })}
              className="d-inline-flex align-items-center gap-1"
            >
              <RotateCw size={14} aria-hidden />
              {t('tilesFailed.retry')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Names the map's focusable container (Leaflet makes it a tab stop for keyboard panning and zoom). */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}
