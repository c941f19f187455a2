import { currencyExponent, type Product, productPath, type Shop } from '@vitrine/contracts';
import { escapeXml } from '../../lib/escape.js';
import { csvFile } from '../shared/csv.js';

/**
 * One line of a product feed: a product sold without variants, or one variant of a product (then
 * `itemGroupId` ties the variants together). The same items make Meta's CSV and Google's RSS.
 */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  inStock: boolean;
  /** `12.34 INR`, `1250 JPY`: the currency's own decimals. */
  price: string;
  link: string;
  imageLink: string;
  brand: string;
  itemGroupId: string | null;
}

/** The SKUs of a shop: a product's own (`variantId` null) and its variants'. */
export interface SkuRow {
  sku: string;
  productId: number;
  variantId: number | null;
}

/** Both feeds cut titles where Google does (Meta allows 200) and descriptions at Google's 5,000. */
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as a feed carries it: no characters XML refuses, trimmed, at most `max` characters (never half a surrogate pair). */
function clean(text: string, max: number): string {
  const plain = text.replace(NOT_XML, '').trim();
  const chars = Array.from(plain);
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join('')}…`;
}

/** `12.34 INR`, `1250 JPY`: the amount with the currency's ISO 4217 decimals, then its code. */
export function feedPrice(amount: number, currency: string): string {
  return `${amount.toFixed(currencyExponent(currency))} ${currency}`;
}

/**
 * The feed's items for a shop: only the products the storefront shows (the catalogue holds active
 * products only), one item per variant. Ids are the SKU when the owner set one, else
 * `<product id>` or `<product id>-<variant id>`.
 */
export function feedItems(
  shop: Shop,
  products: readonly Product[],
  skus: readonly SkuRow[],
  links: { origin: string; picture: (product: Product) => string },
): FeedItem[] {
  const productSku = new Map<number, string>();
  const variantSku = new Map<number, string>();
  for (const row of skus) {
    if (row.variantId === null) productSku.set(row.productId, row.sku);
    else variantSku.set(row.variantId, row.sku);
  }
  const brand = clean(shop.shop_name, 100);
  const items: FeedItem[] = [];
  for (const product of products) {
    const title = clean(product.product_name, MAX_TITLE);
    const description = clean(product.description, MAX_DESCRIPTION) || title;
    const link = new URL(productPath(shop.shop_catalogue_url, product), links.origin).toString();
    const imageLink = links.picture(product);
    const ownId = productSku.get(product.product_id) ?? String(product.product_id);
    if (product.variants.length === 0) {
      items.push({
        id: ownId,
        title,
        description,
        inStock: product.in_stock,
        price: feedPrice(product.main_price, shop.currency_code),
        link,
        imageLink,
        brand,
        itemGroupId: null,
      });
      continue;
    }
    for (const variant of product.variants) {
      items.push({
        id: variantSku.get(variant.product_variant_id) ?? `${product.product_id}-${variant.product_variant_id}`,
        title: clean(`${product.product_name} – ${variant.product_variant_name}`, MAX_TITLE),
        description,
        // The product's own switch (off: every variant is out) and the variant's stock.
        inStock: product.in_stock && variant.in_stock,
        price: feedPrice(variant.price, shop.currency_code),
        link,
        imageLink,
        brand,
        itemGroupId: ownId,
      });
    }
  }
  return items;
}

/** Meta's catalogue data feed columns, in this order (README "Product feeds"). */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
] as const;

/** Meta's CSV data feed (Commerce Manager, scheduled feed): UTF-8 without a byte-order mark, a header row, one line per item. */
export function metaCsv(items: readonly FeedItem[]): string {
  const rows = items.map((item) => [
    item.id,
    item.title,
    item.description,
    item.inStock ? 'in stock' : 'out of stock',
    'new',
    item.price,
    item.link,
    item.imageLink,
    item.brand,
    item.itemGroupId ?? '',
  ]);
  return csvFile(META_COLUMNS, rows, { bom: false, lineEnd: 'lf' });
}

/** Google Merchant Center's RSS 2.0 feed, its attributes in the `g:` namespace. */
export function googleRss(shop: Shop, items: readonly FeedItem[], origin: string): string {
  const x = escapeXml;
  const channelLink = new URL(`/${shop.shop_catalogue_url}`, origin).toString();
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${x(clean(shop.shop_name, MAX_TITLE))}</title>`,
    `<link>${x(channelLink)}</link>`,
    `<description>${x(clean(shop.shop_tagline, MAX_DESCRIPTION) || clean(shop.shop_name, MAX_TITLE))}</description>`,
  ];
  for (const item of items) {
    parts.push(
      [
        '<item>',
        `<g:id>${x(item.id)}</g:id>`,
        `<title>${x(item.title)}</title>`,
        `<description>${x(item.description)}</description>`,
        `<link>${x(item.link)}</link>`,
        `<g:image_link>${x(item.imageLink)}</g:image_link>`,
        `<g:availability>${item.inStock ? 'in_stock' : 'out_of_stock'}</g:availability>`,
        '<g:condition>new</g:condition>',
        `<g:price>${x(item.price)}</g:price>`,
        `<g:brand>${x(item.brand)}</g:brand>`,
        item.itemGroupId === null ? '' : `<g:item_group_id>${x(item.itemGroupId)}</g:item_group_id>`,
        '</item>',
      ].join(''),
    );
  }
  parts.push('</channel>', '</rss>');
  return `${parts.join('\n')}\n`;
}
