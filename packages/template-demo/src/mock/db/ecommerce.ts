import { seeded } from './random';

/** The fake database behind the template's demo shop (/ecommerce/*): products, wishlist, cart. */

export const productCategories = ['audio', 'computers', 'phones', 'wearables', 'accessories', 'smart-home'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productColors = ['black', 'silver', 'blue', 'red'] as const;
export type ProductColor = (typeof productColors)[number];

export interface DemoProduct {
  id: number;
  name: string;
  brand: string;
  category: ProductCategory;
  /** US dollars, two decimals. */
  price: number;
  /** Whole stars, 1 to 5. */
  rating: number;
  description: string;
  /** The main picture (/assets/…). */
  image: string;
  /** Every picture of the product page's gallery, the main one first. */
  images: string[];
  hasFreeShipping: boolean;
  inStock: boolean;
  colors: ProductColor[];
}

export interface CartLine {
  productId: number;
  quantity: number;
  color: ProductColor;
}

export interface EcommerceDb {
  products: DemoProduct[];
  /** Wished product ids, in the order they were added. */
  wishlist: number[];
  cart: CartLine[];
  /** The last order number handed out; the next is one more. */
  lastOrder: number;
}

type Seed = [name: string, brand: string, category: ProductCategory, image: string, description: string];

const seeds: readonly Seed[] = [
  [
    'Studio Headphones Pro',
    'Sonora',
    'audio',
    'products/headphones.svg',
    'Closed-back headphones with active noise cancelling and 30 hours of battery.',
  ],
  [
    'AirBeat Earbuds',
    'Sonora',
    'audio',
    'products/earbuds.svg',
    'True wireless earbuds with a pocket charging case and touch controls.',
  ],
  [
    'Cinema Soundbar 2.1',
    'Acoustix',
    'audio',
    'products/soundbar.svg',
    'A slim soundbar with a wireless subwoofer for films and music.',
  ],
  [
    'Party Speaker Mini',
    'Acoustix',
    'audio',
    'speaker.svg',
    'A splash-proof speaker that fills a room and fits in a bag.',
  ],
  [
    'Turntable Classic',
    'Vinylo',
    'audio',
    'demo/products/audio.svg',
    'Belt-driven record player with a built-in preamp.',
  ],
  [
    'UltraBook 14',
    'Lumen',
    'computers',
    'products/laptop.svg',
    'A 14-inch laptop that weighs 1.2 kg and lasts a working day.',
  ],
  [
    'Creator Desktop',
    'Lumen',
    'computers',
    'demo/products/computers.svg',
    'A quiet tower for photo and video editing.',
  ],
  [
    'Mechanical Keyboard',
    'Keyforge',
    'computers',
    'products/keyboard.svg',
    'Hot-swappable switches, aluminium frame and per-key lighting.',
  ],
  [
    'Gaming Controller',
    'Keyforge',
    'computers',
    'demo/products/gaming.svg',
    'A wireless controller with hall-effect sticks.',
  ],
  ['Nova Phone 12', 'Nova', 'phones', 'phone.svg', 'A 6.1-inch phone with a triple camera and all-day battery.'],
  ['Nova Tab 11', 'Nova', 'phones', 'tablet.svg', 'An 11-inch tablet for drawing, reading and video calls.'],
  [
    'Slim Phone Case',
    'Shieldy',
    'phones',
    'products/phone-case.svg',
    'A thin case with raised edges that protect the screen.',
  ],
  [
    'Action Camera 4K',
    'Lumen',
    'phones',
    'demo/products/cameras.svg',
    'A waterproof camera that films 4K at 60 frames a second.',
  ],
  [
    'Pulse Smartwatch',
    'Pulse',
    'wearables',
    'products/smartwatch.svg',
    'Heart rate, sleep and GPS tracking on a bright round screen.',
  ],
  ['Fit Band 3', 'Pulse', 'wearables', 'demo/products/fitness.svg', 'A light fitness band with a week of battery.'],
  [
    'Trail GPS Watch',
    'Pulse',
    'wearables',
    'products/generic-1.svg',
    'Maps and routes on the wrist for hikers and runners.',
  ],
  [
    'Fast Charger 65 W',
    'Voltix',
    'accessories',
    'products/charger.svg',
    'Charges a laptop, a phone and a watch from one plug.',
  ],
  [
    'Braided USB-C Cable',
    'Voltix',
    'accessories',
    'products/cable.svg',
    'Two metres of braided cable rated for 100 W.',
  ],
  [
    'Power Bank 20000',
    'Voltix',
    'accessories',
    'products/power-bank.svg',
    'Charges a phone four times; fits in a jacket pocket.',
  ],
  ['Laptop Sleeve', 'Shieldy', 'accessories', 'products/generic-2.svg', 'A padded sleeve for laptops up to 14 inches.'],
  [
    'Smart Home Hub',
    'Homely',
    'smart-home',
    'demo/products/smart-home.svg',
    'Controls lights, plugs and sensors from one app.',
  ],
  [
    'Smart Bulb Pack',
    'Homely',
    'smart-home',
    'products/generic-3.svg',
    'Four dimmable bulbs with sixteen million colours.',
  ],
  ['Video Doorbell', 'Homely', 'smart-home', 'products/generic-4.svg', 'See and talk to visitors from your phone.'],
  [
    'Smart Plug Duo',
    'Homely',
    'smart-home',
    'products/generic-5.svg',
    'Two plugs that switch devices on a schedule and measure power.',
  ],
];

/** The category's scene picture, the gallery's second view of each product. */
const scenes: Record<ProductCategory, string> = {
  audio: 'demo/products/audio.svg',
  computers: 'demo/products/computers.svg',
  phones: 'demo/products/cameras.svg',
  wearables: 'demo/products/fitness.svg',
  accessories: 'demo/products/gaming.svg',
  'smart-home': 'demo/products/smart-home.svg',
};

/** Rounds to cents, as a shop shows prices. */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** 24 products (prices, ratings and flags from a fixed seed), an empty wishlist and cart; a fresh copy each call. */
export function createEcommerceDb(): EcommerceDb {
  const random = seeded(1307);
  const products = seeds.map(([name, brand, category, image, description], index): DemoProduct => {
    const colorCount = random.int(1, productColors.length);
    return {
      id: index + 1,
      name,
      brand,
      category,
      price: cents(random.int(9, 1499) + random.pick([0, 0.49, 0.99])),
      rating: random.int(2, 5),
      description,
      image: `/assets/${image}`,
      images: [...new Set([image, scenes[category]])].map((path) => `/assets/${path}`),
      hasFreeShipping: random.chance(0.5),
      // The first product is always orderable: it is the product page's default.
      inStock: index === 0 || random.chance(0.85),
      colors: productColors.slice(0, colorCount),
    };
  });
  return { products, wishlist: [], cart: [], lastOrder: 4000 };
}
