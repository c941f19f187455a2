import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its default marker pictures from its stylesheet's path, which a bundler rewrites:
// the markers would be broken images. Vite bundles the pictures; the icon is told where they are.
delete (Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });
