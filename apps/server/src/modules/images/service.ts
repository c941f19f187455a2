import { randomBytes } from 'node:crypto';
import type { uploadImageTypes } from '@vitrine/contracts';
import type { Metadata } from 'sharp';
import { HttpFail } from '../../http/errors.js';
import type { MediaFile, MediaStore } from './media-store.js';

/** Widths stored per upload; a picture is never enlarged. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export type ImageKind = keyof typeof uploadImageTypes;

/** What the bytes are, whatever the file is called: JPEG, PNG or WebP by their signatures. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/**
 * Markup or script carried inside picture bytes (an image/HTML or image/PHP polyglot). Re-encoding
 * would drop it, but such a file is an attack, not a photo, so it is refused outright. These byte
 * sequences are long enough never to occur by chance in compressed image data.
 */
const markup = /<(script|html|body|svg|iframe|object|embed|\?php|!doctype)[\s>/]|javascript:|\bon(load|error)\s*=/i;
export const carriesMarkup = (bytes: Buffer): boolean => markup.test(bytes.toString('latin1'));

/**
 * sharp (libvips) costs about 27 MB of memory once loaded: it is loaded on the first upload, not at
 * start, so an instance that only serves shoppers never holds it.
 */
const loadSharp = async () => (await import('sharp')).default;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

/**
 * Re-encodes an upload to WebP at a few widths and keeps them in the media store (the database:
 * every instance serves them). Re-encoding drops whatever else the file carried (metadata,
 * scripts in polyglots); EXIF orientation is applied first.
 */
export async function storeImage(store: MediaStore, shopId: number, bytes: Buffer): Promise<StoredImage> {
  if (!sniffImage(bytes)) {
    throw new HttpFail(415, 'Upload a JPEG, PNG or WebP picture.', { file: 'Upload a JPEG, PNG or WebP picture.' });
  }
  if (carriesMarkup(bytes)) {
    throw new HttpFail(415, 'This picture carries script or markup.', {
      file: 'Upload a plain JPEG, PNG or WebP picture.',
    });
  }
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new HttpFail(415, 'This picture cannot be read.', { file: 'This picture cannot be read.' });
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const fullWidth = (rotated ? meta.height : meta.width) ?? 0;
  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, fullWidth)))].filter((w) => w > 0);
  if (widths.length === 0)
    throw new HttpFail(415, 'This picture cannot be read.', { file: 'This picture cannot be read.' });

  const name = randomBytes(12).toString('base64url');
  const files: (MediaFile & { height: number })[] = [];
  try {
    for (const width of widths) {
      const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const key = `${shopId}/${name}-${width}.webp`;
      files.push({ key, width: info.width, height: info.height, contentType: 'image/webp', bytes: data });
    }
  } catch {
    throw new HttpFail(415, 'This picture cannot be read.', { file: 'This picture cannot be read.' });
  }
  await store.putUpload(shopId, name, files);
  const variants = files.map((f) => ({ width: f.width, height: f.height, url: `/media/${f.key}` }));
  const main = variants.find((v) => v.width >= 640) ?? variants[variants.length - 1];
  return {
    url: main.url,
    width: main.width,
    height: main.height,
    variants: variants.map(({ width, url }) => ({ width, url })),
  };
}
