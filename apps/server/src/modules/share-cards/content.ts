import { createHash } from 'node:crypto';
import {
  type CatalogueHeader,
  type HeaderTextStyle,
  type Product,
  parseCatalogueHeader,
  type Shop,
} from '@vitrine/contracts';
import { priceRange } from '@vitrine/contracts/catalogue-view';
import { formatPrice } from '@vitrine/contracts/currency';

/** Bump when the drawing changes: every card gets a new URL, so chat apps fetch the new look. */
const DESIGN = 1;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A text on the card in the shop's own header style (colour, family, bold/italic). */
export interface CardText {
  text: string;
  style: Pick<HeaderTextStyle, 'font_family' | 'font_color' | 'font_style'>;
}

/** Everything a card shows: its hash is the card's identity (and part of its URL). */
export interface ShopCardContent {
  kind: 'shop';
  background: string;
  name: CardText;
  tagline?: CardText;
  city?: CardText;
  /** Where the link goes, as a chat app prints it: `shops.example/sunrise-electronics`. */
  address: CardText;
  /** `/assets/…` or `/media/…` path of the logo. */
  logo?: string;
}

export interface ProductCardContent {
  kind: 'product';
  productId: number;
  background: string;
  name: CardText;
  price: CardText;
  shopName: CardText;
  address: CardText;
  picture?: string;
  logo?: string;
}

export type CardContent = ShopCardContent | ProductCardContent;

/** A shop's logo: the picture marked as logo, else its first picture. */
export function logoOf(shop: Shop): string | undefined {
  return (shop.shop_images.find((i) => i.image_type === 'logo') ?? shop.shop_images[0])?.image_url || undefined;
}

const styleOf = ({ font_family, font_color, font_style }: HeaderTextStyle) => ({ font_family, font_color, font_style });

/** Owner text on one line of a card: control characters dropped, spaces folded, at most `max` characters. */
export function cardLine(value: string | null | undefined, max: number): string {
  const text = (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

function addressOf(origin: string, shop: Shop): string {
  return cardLine(`${new URL(origin).host}/${shop.shop_catalogue_url}`, 60);
}

/** The price a product card shows: one price, or the lowest to the highest variant price. */
export function priceText(product: Product, currency: string): string {
  const { low, high } = priceRange(product);
  return low === high ? formatPrice(low, currency) : `${formatPrice(low, currency)} – ${formatPrice(high, currency)}`;
}

export function shopCardContent(shop: Shop, origin: string, header?: CatalogueHeader): ShopCardContent {
  const h = header ?? parseCatalogueHeader(shop.shop_catalogue_header);
  const tagline = cardLine(shop.shop_tagline, 120);
  const city = cardLine([shop.shop_city, shop.shop_country_name].filter(Boolean).join(', '), 60);
  return {
    kind: 'shop',
    background: h.bg_color,
    name: { text: cardLine(shop.shop_name, 80), style: styleOf(h.shop_name) },
    tagline: tagline && h.shop_tagline.status ? { text: tagline, style: styleOf(h.shop_tagline) } : undefined,
    city: city ? { text: city, style: styleOf(h.shop_details) } : undefined,
    address: { text: addressOf(origin, shop), style: styleOf(h.shop_details) },
    logo: logoOf(shop),
  };
}

export function productCardContent(
  shop: Shop,
  product: Product,
  origin: string,
  header?: CatalogueHeader,
): ProductCardContent {
  const h = header ?? parseCatalogueHeader(shop.shop_catalogue_header);
  return {
    kind: 'product',
    productId: product.product_id,
    background: h.bg_color,
    name: { text: cardLine(product.product_name, 90), style: { ...styleOf(h.shop_name), font_style: 'bold' } },
    price: { text: priceText(product, shop.currency_code), style: { ...styleOf(h.shop_name), font_style: 'bold' } },
    shopName: { text: cardLine(shop.shop_name, 60), style: styleOf(h.shop_tagline) },
    address: { text: addressOf(origin, shop), style: styleOf(h.shop_details) },
    picture: product.image_url || product.images[0] || undefined,
    logo: logoOf(shop),
  };
}

/** 16 hex digits of SHA-256 over what the card shows and the design version. */
export function cardHash(content: CardContent): string {
  return createHash('sha256').update(JSON.stringify({ DESIGN, content })).digest('hex').slice(0, 16);
}
