import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '../images/media-store.js';

/** The bytes behind a picture path a shop stores, or null when there is none to draw. */
export type PictureSource = (url: string) => Promise<Buffer | null>;

/**
 * Pictures a card may draw: files of the web build (`/assets/…`, the demo shops' logos and
 * products) and uploads in the media store (`/media/…`). Anything else, such as an address on
 * another host, is left out: the server never fetches URLs an owner typed.
 */
export function pictureSource(
  webDist: string | undefined,
  media: MediaStore,
  plain: (url: string) => string = (url) => url,
): PictureSource {
  return async (address) => {
    const url = plain(address);
    try {
      if (url.startsWith('/media/')) return (await media.get(url.slice('/media/'.length)))?.bytes ?? null;
      if (url.startsWith('/assets/') && webDist) {
        const file = path.join(webDist, path.normalize(decodeURI(url)));
        if (!file.startsWith(path.join(webDist, 'assets') + path.sep)) return null;
        return await readFile(file);
      }
    } catch {
      // Missing or unreadable: the card is drawn without it.
    }
    return null;
  };
}
