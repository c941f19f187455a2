import { createHash } from 'node:crypto';
import type { MediaStore } from '../images/media-store.js';
import type { PictureSource } from '../share-cards/pictures.js';

/** Meta asks for at least 500×500 px; the shorter side is enlarged to this when smaller. */
export const FEED_PICTURE_MIN = 500;
/** The longer side is brought down to this (a stored upload is at most 1280 wide anyway). */
const FEED_PICTURE_MAX = 1600;
/** Renditions kept in this instance's memory for repeat fetches (about 100 KB each). */
const RECENT = 64;

/** The media-store name of a feed rendition: outside the shop's upload bounds, like share cards. */
export const renditionName = (hash: string) => `card:feed:${hash}`;

/**
 * Which picture of the catalogue a feed rendition is made from, as a short hash: part of the
 * rendition's URL, so a replaced picture (a new upload, a new build of a bundled one: the catalogue
 * writes content-addressed URLs for those) gets a new address and feed readers fetch it again.
 */
export const pictureHash = (catalogueUrl: string) =>
  createHash('sha256').update(catalogueUrl).digest('hex').slice(0, 16);

/** Pictures the server can read and convert itself: uploads and the web build's bundled files. */
export const isOwnPicture = (url: string) => url.startsWith('/media/') || url.startsWith('/assets/');

/** An address on another host that both Meta and Google take as it is (JPEG or PNG by its name). */
export const isFeedReadyUrl = (url: string) => /^https:\/\/[^?#]+\.(jpe?g|png)([?#].*)?$/i.test(url);

const loadSharp = async () => (await import('sharp')).default;

/** Any picture sharp reads (WebP uploads, SVG demo pictures) as a JPEG whose shorter side is at least 500 px. */
export async function feedJpeg(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  let width = (rotated ? meta.height : meta.width) ?? 0;
  let height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new Error('picture without dimensions');
  // Vector pictures are drawn at the density that gives about 1000 px on the shorter side.
  let density: number | undefined;
  if (meta.format === 'svg') {
    density = Math.min(2400, Math.max(72, Math.round((72 * 1000) / Math.min(width, height))));
    width = Math.round((width * density) / 72);
    height = Math.round((height * density) / 72);
  }
  const shorter = Math.min(width, height);
  const longer = Math.max(width, height);
  let scale = shorter < FEED_PICTURE_MIN ? FEED_PICTURE_MIN / shorter : 1;
  if (longer * scale > FEED_PICTURE_MAX) scale = Math.max(FEED_PICTURE_MAX / longer, FEED_PICTURE_MIN / shorter);
  const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000, ...(density ? { density } : {}) })
    .rotate()
    .resize({ width: Math.round(width * scale), height: Math.round(height * scale), fit: 'fill' })
    // JPEG has no transparency: transparent parts are white, as a shop page shows them.
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * JPEG renditions of a shop's pictures for the feeds (uploads are WebP, the demo's pictures SVG:
 * Meta takes neither). Drawn on the first fetch, stored in the media store (every instance finds
 * them there), and kept in memory for repeats; a rendition's URL names its source, so it never changes.
 */
export class FeedPictures {
  private readonly recent = new Map<string, { bytes: Buffer; etag: string }>();
  private readonly drawing = new Map<string, Promise<{ bytes: Buffer; etag: string } | null>>();

  constructor(
    private readonly media: MediaStore,
    private readonly source: PictureSource,
  ) {}

  /** The rendition of the picture `url` (as the catalogue lists it); null when its bytes cannot be read. */
  async get(shopId: number, hash: string, url: string): Promise<{ bytes: Buffer; etag: string } | null> {
    const key = `feed/${shopId}/${hash}.jpg`;
    const cached = this.recent.get(key);
    if (cached) {
      this.recent.delete(key);
      this.recent.set(key, cached);
      return cached;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.load(key, shopId, hash, url).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    const found = await pending;
    if (!found) return null;
    this.recent.set(key, found);
    if (this.recent.size > RECENT) this.recent.delete(this.recent.keys().next().value as string);
    return found;
  }

  private async load(
    key: string,
    shopId: number,
    hash: string,
    url: string,
  ): Promise<{ bytes: Buffer; etag: string } | null> {
    const stored = await this.media.get(key);
    if (stored) return { bytes: stored.bytes, etag: stored.etag };
    // An upload is stored at up to three widths; the catalogue names the 640 one: start from the largest.
    const largest = url.replace(/-\d+\.webp$/, '-1280.webp');
    const original = (largest !== url ? await this.source(largest) : null) ?? (await this.source(url));
    if (!original) return null;
    let jpeg: Awaited<ReturnType<typeof feedJpeg>>;
    try {
      jpeg = await feedJpeg(original);
    } catch {
      return null;
    }
    const etag = await this.media.putCard(shopId, renditionName(hash), {
      key,
      width: jpeg.width,
      contentType: 'image/jpeg',
      bytes: jpeg.bytes,
    });
    return { bytes: jpeg.bytes, etag };
  }
}
