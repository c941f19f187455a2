import type { OverlayOptions, Sharp, SharpConstructor } from 'sharp';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  type CardContent,
  type CardText,
  type ProductCardContent,
  type ShopCardContent,
} from './content.js';
import { cardFamily, useBundledFonts } from './fonts.js';
import type { PictureSource } from './pictures.js';

/**
 * Share cards are drawn with sharp (libvips), already the server's picture tool: text by Pango
 * with HarfBuzz shaping and bidirectional ordering (Arabic, Hebrew and Devanagari come out right,
 * which SVG-in-JS renderers such as satori do not do), pictures composited, JPEG by mozjpeg.
 */
const loadSharp = async () => {
  useBundledFonts();
  return (await import('sharp')).default;
};

/** WhatsApp drops previews over 300 KB; the card aims well under. */
export const CARD_BYTES_TARGET = 150 * 1024;

const MARGIN = 72;
/** The band at the bottom that carries the link's address. */
const BAND = 84;

interface Drawn {
  input: Buffer;
  width: number;
  height: number;
}

/** First strong character right-to-left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms)? */
export function isRightToLeft(text: string): boolean {
  const strong =
    /[A-Za-z\u00c0-\u024f\u0370-\u052f\u0900-\u0dff\u0e00-\u0e7f\u3040-\u9fff\uac00-\ud7af]|[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.exec(
      text,
    );
  return strong !== null && /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.test(strong[0]);
}

const markupEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => markupEntities[c]);

/** `#abc`, `#aabbcc` or `rgb(r, g, b)` (the header's validated forms) as `#rrggbb` for Pango. */
export function hexColour(colour: string): string {
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(colour);
  if (rgb)
    return `#${rgb
      .slice(1, 4)
      .map((c) => Number(c).toString(16).padStart(2, '0'))
      .join('')}`;
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join('')}`;
  return /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#212529';
}

/** Relative luminance (WCAG) of a `#rrggbb` colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * One text block, wrapped to `width`. Sizes are tried largest first until the block fits
 * `maxHeight`, so a long name gets smaller instead of running off the card.
 */
async function drawText(
  sharp: SharpConstructor,
  t: CardText,
  sizes: number[],
  width: number,
  maxHeight: number,
  rtl: boolean,
): Promise<Drawn | null> {
  if (!t.text) return null;
  const bold = t.style.font_style === 'bold';
  const italic = t.style.font_style === 'italic';
  let drawn: Drawn | null = null;
  for (const size of sizes) {
    const markup = `<span font_family="${cardFamily(t.style)}" size="${size}pt" foreground="${hexColour(t.style.font_color)}" weight="${bold ? 'bold' : 'normal'}" style="${italic ? 'italic' : 'normal'}">${escapeMarkup(t.text)}</span>`;
    const { data, info } = await sharp({
      text: { text: markup, rgba: true, width, dpi: 72, align: rtl ? 'right' : 'left', wrap: 'word-char' },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    drawn = { input: data, width: info.width, height: info.height };
    if (info.height <= maxHeight) break;
  }
  return drawn;
}

/** A picture scaled to fit a box (never cropped), or null when its bytes are not a picture. */
async function fitPicture(
  sharp: SharpConstructor,
  pictures: PictureSource,
  url: string | undefined,
  width: number,
  height: number,
): Promise<Drawn | null> {
  const bytes = url ? await pictures(url) : null;
  if (!bytes) return null;
  try {
    const { data, info } = await sharp(bytes, { density: 300, limitInputPixels: 50_000_000 })
      .rotate()
      .resize(width, height, { fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** A rounded white tile the logo or product picture sits on, so any logo reads on any colour. */
const tile = (width: number, height: number, radius: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#ffffff"/></svg>`,
  );

/** The bottom band: a shade over the shop's colour, darker on light colours and lighter on dark ones. */
const band = (background: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${BAND}"><rect width="${CARD_WIDTH}" height="${BAND}" fill="${luminance(background) > 0.4 ? '#000000' : '#ffffff'}" fill-opacity="0.08"/></svg>`,
  );

/** x of a block of `width` placed at `x` in left-to-right terms, mirrored for right-to-left cards. */
const place = (x: number, width: number, rtl: boolean) => (rtl ? CARD_WIDTH - x - width : x);

async function encode(canvas: Sharp, layers: OverlayOptions[]): Promise<Buffer> {
  const flat = await canvas.composite(layers).png().toBuffer();
  const sharp = await loadSharp();
  for (const quality of [82, 72, 60]) {
    const jpeg = await sharp(flat).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= CARD_BYTES_TARGET || quality === 60) return jpeg;
  }
  throw new Error('unreachable');
}

/** Stacks drawn blocks vertically, centred in [top, bottom), `gap` apart. */
function stack(blocks: (Drawn | null)[], top: number, bottom: number, gap: number): { block: Drawn; y: number }[] {
  const present = blocks.filter((b): b is Drawn => b !== null);
  const total = present.reduce((h, b) => h + b.height, 0) + gap * Math.max(0, present.length - 1);
  let y = Math.max(top, Math.round(top + (bottom - top - total) / 2));
  return present.map((block) => {
    const at = { block, y };
    y += block.height + gap;
    return at;
  });
}

async function renderShop(content: ShopCardContent, pictures: PictureSource): Promise<Buffer> {
  const sharp = await loadSharp();
  const rtl = isRightToLeft(content.name.text);
  const background = hexColour(content.background);
  const canvas = sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background } });
  const layers: OverlayOptions[] = [{ input: band(background), left: 0, top: CARD_HEIGHT - BAND }];
  const area = CARD_HEIGHT - BAND;

  const logoBox = 300;
  const logo = await fitPicture(sharp, pictures, content.logo, logoBox - 48, logoBox - 48);
  let textX = MARGIN;
  if (logo) {
    const x = place(MARGIN, logoBox, rtl);
    const y = Math.round((area - logoBox) / 2);
    layers.push({ input: tile(logoBox, logoBox, 28), left: x, top: y });
    layers.push({
      input: logo.input,
      left: x + Math.round((logoBox - logo.width) / 2),
      top: y + Math.round((logoBox - logo.height) / 2),
    });
    textX = MARGIN + logoBox + 56;
  }
  const textWidth = CARD_WIDTH - textX - MARGIN;
  const [name, tagline, city] = await Promise.all([
    drawText(sharp, content.name, [72, 60, 48, 40], textWidth, 200, rtl),
    content.tagline ? drawText(sharp, content.tagline, [36, 30, 26], textWidth, 130, rtl) : null,
    content.city ? drawText(sharp, content.city, [28], textWidth, 40, rtl) : null,
  ]);
  for (const { block, y } of stack([name, tagline, city], 48, area - 24, 22)) {
    layers.push({ input: block.input, left: place(textX, block.width, rtl), top: Math.min(y, area - block.height) });
  }
  const address = await drawText(sharp, content.address, [26], CARD_WIDTH - 2 * MARGIN, BAND, false);
  if (address) {
    const top = CARD_HEIGHT - BAND + Math.round((BAND - address.height) / 2);
    layers.push({ input: address.input, left: place(MARGIN, address.width, rtl), top });
  }
  return encode(canvas, layers);
}

async function renderProduct(content: ProductCardContent, pictures: PictureSource): Promise<Buffer> {
  const sharp = await loadSharp();
  const rtl = isRightToLeft(content.name.text);
  const background = hexColour(content.background);
  const canvas = sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background } });
  const layers: OverlayOptions[] = [];

  // The picture fills a white square at one side; without one the text takes the whole card.
  const side = CARD_HEIGHT;
  const picture = await fitPicture(sharp, pictures, content.picture, side - 80, side - 80);
  let textX = MARGIN;
  if (picture) {
    const x = place(0, side, rtl);
    layers.push({ input: tile(side, side, 0), left: x, top: 0 });
    layers.push({
      input: picture.input,
      left: x + Math.round((side - picture.width) / 2),
      top: Math.round((side - picture.height) / 2),
    });
    textX = side + 56;
  }
  const textWidth = CARD_WIDTH - textX - MARGIN;
  const logoSize = 72;
  const [name, price, logo] = await Promise.all([
    drawText(sharp, content.name, [54, 46, 38, 32], textWidth, 230, rtl),
    drawText(sharp, content.price, [52, 44, 36, 30], textWidth, 130, false),
    fitPicture(sharp, pictures, content.logo, logoSize, logoSize),
  ]);
  const shopName = await drawText(
    sharp,
    content.shopName,
    [30, 26],
    textWidth - (logo ? logoSize + 20 : 0),
    logoSize,
    isRightToLeft(content.shopName.text),
  );
  const address = await drawText(sharp, content.address, [22], textWidth, 40, false);

  const footerTop = CARD_HEIGHT - 56 - logoSize - 44;
  for (const { block, y } of stack([name, price], 56, footerTop - 24, 28)) {
    layers.push({
      input: block.input,
      left: place(textX, block.width, rtl),
      top: Math.min(y, footerTop - block.height),
    });
  }
  let shopX = textX;
  if (logo) {
    layers.push({
      input: logo.input,
      left: place(textX + Math.round((logoSize - logo.width) / 2), logo.width, rtl),
      top: footerTop + Math.round((logoSize - logo.height) / 2),
    });
    shopX += logoSize + 20;
  }
  if (shopName) {
    const top = footerTop + Math.max(0, Math.round((logoSize - shopName.height) / 2));
    layers.push({ input: shopName.input, left: place(shopX, shopName.width, rtl), top });
  }
  if (address) {
    layers.push({ input: address.input, left: place(textX, address.width, rtl), top: footerTop + logoSize + 16 });
  }
  return encode(canvas, layers);
}

/** The card as a 1200×630 JPEG; a missing or broken picture leaves its place empty, never fails. */
export function renderCard(content: CardContent, pictures: PictureSource): Promise<Buffer> {
  return content.kind === 'shop' ? renderShop(content, pictures) : renderProduct(content, pictures);
}
