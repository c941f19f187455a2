import { currencyExponent, type Language, sheetColumns } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shops } from '../../db/schema.js';
import type { CatalogueSheet, SheetRow } from '../catalogue-export/sheet.js';
import { sheetCsv, sheetXlsx } from '../catalogue-export/write.js';

/** One product of the sample: its words in the owner's language; its price in cents of a two-decimal currency. */
interface SampleProduct {
  sku: string;
  cents: number;
  stock: number | null;
  inStock: boolean;
  words: Record<Language, { name: string; description: string; category: string }>;
}

/**
 * The products of the import page's sample file: what a small shop sells, one counted, one not
 * counted but in stock, one sold out, so the owner sees each column filled as the import reads it.
 */
const SAMPLE: SampleProduct[] = [
  {
    sku: 'MUG-001',
    cents: 1250,
    stock: 24,
    inStock: true,
    words: {
      en: { name: 'Stoneware mug', description: 'Hand-glazed, 350 ml, dishwasher safe.', category: 'Kitchen' },
      de: { name: 'Steingut-Becher', description: 'Handglasiert, 350 ml, spülmaschinenfest.', category: 'Küche' },
      fr: { name: 'Mug en grès', description: 'Émaillé à la main, 350 ml, va au lave-vaisselle.', category: 'Cuisine' },
      pt: {
        name: 'Caneca de grés',
        description: 'Esmaltada à mão, 350 ml, pode ir à lava-louças.',
        category: 'Cozinha',
      },
    },
  },
  {
    sku: 'TEA-GREEN-100',
    cents: 890,
    stock: null,
    inStock: true,
    words: {
      en: { name: 'Green tea, loose leaf', description: '100 g tin.', category: 'Tea' },
      de: { name: 'Grüner Tee, lose', description: 'Dose mit 100 g.', category: 'Tee' },
      fr: { name: 'Thé vert en vrac', description: 'Boîte de 100 g.', category: 'Thé' },
      pt: { name: 'Chá verde a granel', description: 'Lata de 100 g.', category: 'Chá' },
    },
  },
  {
    sku: 'BAG-TOTE',
    cents: 1800,
    stock: 0,
    inStock: false,
    words: {
      en: { name: 'Cotton tote bag', description: 'Natural cotton, long handles.', category: 'Bags' },
      de: { name: 'Baumwoll-Tragetasche', description: 'Naturbaumwolle, lange Henkel.', category: 'Taschen' },
      fr: { name: 'Sac cabas en coton', description: 'Coton naturel, longues anses.', category: 'Sacs' },
      pt: { name: 'Bolsa de algodão', description: 'Algodão cru, alças longas.', category: 'Bolsas' },
    },
  },
];

/** A price in the currency's decimals, a dot as the mark: 12.50, or 1250 where the currency has none. */
function samplePrice(cents: number, currencyCode: string) {
  const decimals = currencyExponent(currencyCode);
  const price = decimals === 0 ? String(cents) : (cents / 100).toFixed(decimals);
  return { price, decimals };
}

/** The sample as a sheet in the columns the import reads (the export's header), for this shop's currency. */
export function sampleSheet(language: Language, currencyCode: string): CatalogueSheet {
  const rows = SAMPLE.map((p): SheetRow => {
    const row = Object.fromEntries(sheetColumns.map((c) => [c, null])) as SheetRow;
    const words = p.words[language];
    return {
      ...row,
      sku: p.sku,
      name: words.name,
      description: words.description,
      category: words.category,
      price: samplePrice(p.cents, currencyCode),
      stock_quantity: p.stock,
      in_stock: p.inStock ? 'yes' : 'no',
    };
  });
  return { shopUrl: 'sample', currencyCode, rows };
}

/** The sample file for the owner's shop: three rows, CSV or XLSX (small: written here, not in a worker). */
export async function sampleFile(db: Db, shopId: number, language: Language, format: 'csv' | 'xlsx') {
  const [shop] = await db.select({ currencyCode: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
  const sheet = sampleSheet(language, shop?.currencyCode ?? 'USD');
  return format === 'xlsx' ? sheetXlsx(sheet) : sheetCsv(sheet);
}
