import './leafletSetup';
import './maps.scss';
import { useTranslation } from 'react-i18next';
import { Circle, LayerGroup, LayersControl, Marker, Polygon, Popup, Rectangle, Tooltip } from 'react-leaflet';
import { Example, ExampleGrid, ShowcasePage } from '../../ui/shared/ShowcasePage';
import { DemoMap } from './DemoMap';
import { LocateMe } from './LocateMe';
import { MapTiles } from './MapTiles';
import { deliveryCircle, LISBON, neighbourhood, pickupZone, type Shop, shops } from './places';

/** /maps/leaflet: the template's Leaflet examples on the configured tiles (OpenStreetMap by default). */
export default function LeafletMapPage() {
  const { t } = useTranslation('maps');
  return (
    <ShowcasePage pageId="leafletMap" description={t('description')}>
      <ExampleGrid>
        <Example title={t('basic.title')} description={t('basic.help')}>
          <DemoMap label={t('basic.mapLabel')} center={LISBON} zoom={13} testId="map-basic">
            <MapTiles />
          </DemoMap>
        </Example>
        <Example title={t('markers.title')} description={t('markers.help')}>
          <DemoMap label={t('markers.mapLabel')} center={LISBON} zoom={14} testId="map-markers">
            <MapTiles />
            {shops.map((shop) => (
              <ShopMarker key={shop.id} shop={shop} />
            ))}
          </DemoMap>
        </Example>
        <Example title={t('shapes.title')} description={t('shapes.help')}>
          <DemoMap label={t('shapes.mapLabel')} center={[38.7135, -9.1395]} zoom={14} testId="map-shapes">
            <MapTiles />
            <Circle {...deliveryCircle} className="vt-shape vt-shape-primary">
              <Tooltip>{t('shapes.circle')}</Tooltip>
            </Circle>
            <Polygon positions={neighbourhood} className="vt-shape vt-shape-success">
              <Tooltip>{t('shapes.polygon')}</Tooltip>
            </Polygon>
            <Rectangle bounds={pickupZone} className="vt-shape vt-shape-warning">
              <Tooltip>{t('shapes.rectangle')}</Tooltip>
            </Rectangle>
          </DemoMap>
        </Example>
        <Example title={t('layers.title')} description={t('layers.help')}>
          <DemoMap label={t('layers.mapLabel')} center={LISBON} zoom={14} testId="map-layers">
            <LayersControl position="topright">
              <LayersControl.BaseLayer checked name={t('layers.standard')}>
                <MapTiles />
              </LayersControl.BaseLayer>
              <LayersControl.BaseLayer name={t('layers.muted')}>
                <MapTiles className="vt-tiles-muted" />
              </LayersControl.BaseLayer>
              <LayersControl.Overlay checked name={t('layers.shops')}>
                <LayerGroup>
                  {shops.map((shop) => (
                    <ShopMarker key={shop.id} shop={shop} />
                  ))}
                </LayerGroup>
              </LayersControl.Overlay>
            </LayersControl>
          </DemoMap>
        </Example>
      </ExampleGrid>
      <Example title={t('locate.title')} description={t('locate.help')}>
        <LocateMe />
      </Example>
    </ShowcasePage>
  );
}

/** A shop's marker: named for screen readers and keyboard users, its popup says where and when. */
function ShopMarker({ shop }: { shop: Shop }) {
  return (
    <Marker position={shop.position} alt={shop.name} title={shop.name}>
      <Popup>
        <strong className="d-block">{shop.name}</strong>
        <span className="d-block">{shop.address}</span>
        <span className="d-block text-body-secondary">{shop.hours}</span>
      </Popup>
    </Marker>
  );
}
