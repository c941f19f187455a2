import { defaultCatalogueHeader } from '@vitrine/contracts';
import type { SeedProduct, SeedShop } from '../types.js';

const categories = [
  'Rice & Grains',
  'Pulses',
  'Spices',
  'Oils',
  'Snacks',
  'Beverages',
  'Dairy',
  'Bakery',
  'Frozen',
  'Fruits',
  'Vegetables',
  'Cleaning',
  'Personal Care',
  'Baby Care',
  'Pet Care',
  'Stationery',
  'Kitchenware',
  'Electricals',
  'Health',
  'Household',
];
const adjectives = ['Classic', 'Premium', 'Organic', 'Family', 'Value', 'Fresh', 'Golden', 'Daily', 'Select', 'Pure'];
const sizes = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', 'Pack of 6', 'Pack of 12', '1 L', '2 L', 'Large'];

/** A small deterministic generator, so every install gets the same bulk catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const BULK_PRODUCT_COUNT = 5000;

function bulkProducts(): SeedProduct[] {
  const next = random(42);
  return Array.from({ length: BULK_PRODUCT_COUNT }, (_, i) => {
    const category = categories[i % categories.length];
    const adjective = adjectives[Math.floor(next() * adjectives.length)];
    const size = sizes[Math.floor(next() * sizes.length)];
    const price = (Math.floor(next() * 99_900) + 100) / 100;
    return {
      name: `${adjective} ${category} Item ${i + 1} (${size})`,
      description: `${adjective} quality ${category.toLowerCase()} product, ${size}.`,
      price: price.toFixed(2),
      image: `/assets/products/generic-${(i % 6) + 1}.svg`,
      category,
      inStock: i % 37 !== 0,
    };
  });
}

export const bulkMart: SeedShop = {
  owner: { email: 'owner@bulkmart.example', password: 'bulkmart123', name: 'Bulk Mart Owner' },
  shop: {
    shopName: 'Bulk Mart',
    shopTagline: 'Everything for the home, in bulk',
    shopAddLine1: 'Unit 7, Industrial Estate',
    shopAddLine2: '',
    shopCity: 'Lisboa',
    stateName: 'Lisboa',
    countryIso: 'PT',
    shopPostalCode: '1000-001',
    mobilePhonePrimary: '+351 21 000 0000',
    shopEmail: 'orders@bulkmart.example',
    shopWebsite: 'https://bulkmart.example',
    shopCatalogueUrl: 'bulk-mart',
    currencyCode: 'EUR',
    businessCategory: 'grocery',
    seoTitle: 'Bulk Mart: groceries and household goods',
    seoDescription: 'Five thousand everyday products at wholesale prices.',
    seoKeywords: 'grocery, wholesale, household',
    logo: '/assets/logos/bulk-mart.svg',
  },
  header: { ...defaultCatalogueHeader, bg_color: '#e9f7ef' },
  categories,
  get products() {
    return bulkProducts();
  },
};
