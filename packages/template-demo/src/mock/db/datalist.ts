import { seeded } from './random';

/** Popularity as the template's data list shows it: a value and the bar's colour. */
export interface Popularity {
  popValue: number;
  color: 'success' | 'primary' | 'warning' | 'danger';
}
export const orderStatuses = ['on hold', 'delivered', 'canceled', 'pending'] as const;
export type DataListStatus = (typeof orderStatuses)[number];

/** A data-list item (spec section 3): id, order_status, name, category, price (a string), popularity, img. */
export interface DataListItem {
  id: number;
  order_status: DataListStatus;
  name: string;
  category: string;
  price: string;
  popularity: Popularity;
  img: string;
}
export interface DataListDb {
  items: DataListItem[];
}

export const dataListCategories = ['Computers', 'Audio', 'Fitness', 'Cameras', 'Smart home', 'Gaming'] as const;

/** The template's rule: 75+ success, 55–74 primary, 35–54 warning, 0–34 danger; anything else is 0, danger. */
export function popularityOf(value: unknown): Popularity {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100) return { popValue: 0, color: 'danger' };
  if (n >= 75) return { popValue: n, color: 'success' };
  if (n >= 55) return { popValue: n, color: 'primary' };
  if (n >= 35) return { popValue: n, color: 'warning' };
  return { popValue: n, color: 'danger' };
}

const products: Record<(typeof dataListCategories)[number], string[]> = {
  Computers: ['Laptop Pro 14', 'Mini desktop', 'Ultrabook Air', '4K monitor', 'Mechanical keyboard', 'Wireless mouse'],
  Audio: ['Noise-cancelling headphones', 'Bookshelf speakers', 'Soundbar', 'Earbuds', 'Turntable', 'DAC amplifier'],
  Fitness: ['Smart watch', 'Fitness band', 'Yoga mat', 'Adjustable dumbbells', 'Rowing machine', 'Heart-rate strap'],
  Cameras: ['Mirrorless camera', 'Action camera', 'Instant camera', 'Camera drone', 'Tripod', 'Zoom lens'],
  'Smart home': ['Smart speaker', 'Video doorbell', 'Smart bulb pack', 'Robot vacuum', 'Thermostat', 'Smart plug'],
  Gaming: ['Game console', 'Gamepad', 'VR headset', 'Gaming chair', 'Racing wheel', 'Capture card'],
};

/** 100 items, the same on every load. */
export function createDataListDb(): DataListDb {
  const random = seeded(0xda7a);
  const items: DataListItem[] = [];
  for (let id = 1; id <= 100; id++) {
    const category = random.pick(dataListCategories);
    const name = random.pick(products[category]);
    items.push({
      id,
      order_status: random.pick(orderStatuses),
      name,
      category,
      price: (random.int(999, 199_999) / 100).toFixed(2),
      popularity: popularityOf(random.int(0, 100)),
      img: `/assets/demo/products/${category.toLowerCase().replace(/ /g, '-')}.svg`,
    });
  }
  return { items };
}
