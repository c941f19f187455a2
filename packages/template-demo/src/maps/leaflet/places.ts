import type { LatLngBoundsExpression, LatLngExpression, LatLngTuple } from 'leaflet';

/** The demo maps' city (Lisbon) and the sample shops on it: demo content, in English like every demo row. */
export const LISBON: LatLngTuple = [38.7139, -9.1394];

export interface Shop {
  id: string;
  name: string;
  address: string;
  hours: string;
  position: LatLngTuple;
}

export const shops: Shop[] = [
  {
    id: 'chiado',
    name: 'Corner Bakery Chiado',
    address: 'Rua Garrett 19',
    hours: 'Mon–Sat 8:00–19:00',
    position: [38.7107, -9.1421],
  },
  {
    id: 'alfama',
    name: 'Corner Bakery Alfama',
    address: 'Rua de São Miguel 50',
    hours: 'Every day 9:00–18:00',
    position: [38.7118, -9.1301],
  },
  {
    id: 'principe-real',
    name: 'Corner Bakery Príncipe Real',
    address: 'Praça do Príncipe Real 5',
    hours: 'Tue–Sun 8:30–17:30',
    position: [38.7167, -9.1487],
  },
];

/** The shapes example: a delivery radius, a neighbourhood and a rectangular zone. */
export const deliveryCircle = { center: [38.7107, -9.1421] as LatLngExpression, radius: 600 };
export const neighbourhood: LatLngExpression[] = [
  [38.7146, -9.1336],
  [38.7135, -9.1269],
  [38.7094, -9.1262],
  [38.7085, -9.1318],
];
export const pickupZone: LatLngBoundsExpression = [
  [38.7152, -9.1532],
  [38.7196, -9.1442],
];
