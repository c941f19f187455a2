import type { LatLngTuple } from 'leaflet';
import { LocateFixed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, Popup, useMap } from 'react-leaflet';
import { DemoMap } from './DemoMap';
import { MapTiles } from './MapTiles';
import { LISBON } from './places';

type Located = { position: LatLngTuple; accuracy: number };
type Failure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

const failureOf = (code: number): Failure => (code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable');

/**
 * "Show my location": the browser is asked for the position only when the button is pressed;
 * a refusal or a failure is said in words, and the map flies to the position it got.
 */
export function LocateMe() {
  const { t, i18n } = useTranslation('maps');
  const [located, setLocated] = useState<Located | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [asking, setAsking] = useState(false);

  const locate = () => {
    setFailure(null);
    if (!('geolocation' in navigator)) {
      setFailure('unsupported');
      return;
    }
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setAsking(false);
        setLocated({
          position: [position.coords.latitude, position.coords.longitude],
          accuracy: position.coords.accuracy,
        });
      },
      (error) => {
        setAsking(false);
        setFailure(failureOf(error.code));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const coordinate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  const meters = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button onClick={locate} disabled={asking} className="d-inline-flex align-items-center gap-2">
          {asking ? <Spinner size="sm" aria-hidden /> : <LocateFixed size={16} aria-hidden />}
          {t('locate.button')}
        </Button>
        <span aria-live="polite" className="small text-body-secondary" data-testid="location-status">
          {asking && t('locate.asking')}
          {located &&
            !asking &&
            t('locate.found', {
              lat: coordinate.format(located.position[0]),
              lng: coordinate.format(located.position[1]),
              accuracy: meters.format(located.accuracy),
            })}
        </span>
      </div>
      {failure && (
        <Alert variant="warning" dismissible onClose={() => setFailure(null)} data-testid="location-failure">
          {t(`locate.failure.${failure}`)}
        </Alert>
      )}
      <DemoMap label={t('locate.mapLabel')} center={LISBON} zoom={12} testId="map-location">
        <MapTiles />
        {located && <YouAreHere located={located} label={t('locate.youAreHere')} />}
      </DemoMap>
    </>
  );
}

/** The found position: a dot, the accuracy as a circle, and the map flown there. */
function YouAreHere({ located, label }: { located: Located; label: string }) {
  const map = useMap();
  useEffect(() => {
    map.flyTo(located.position, Math.max(map.getZoom(), 15), { duration: 0.8 });
  }, [map, located]);
  return (
    <>
      <Circle center={located.position} radius={located.accuracy} className="vt-shape vt-shape-info" />
      <CircleMarker center={located.position} radius={8} className="vt-my-location">
        <Popup>{label}</Popup>
      </CircleMarker>
    </>
  );
}
