import { MAX_IMAGE_BYTES, SHEET_LIMITS, type SheetError } from '@vitrine/contracts';
import { carriesMarkup, sniffImage } from '../images/service.js';
import { isZip, SheetFileError } from './parse.js';

/** A picture file of the ZIP sent with the sheet. */
export interface ZipPicture {
  /** Its file name, without folders (`ABC-1.jpg`). */
  name: string;
  /** The name without its extension, lowercased: a row whose SKU it is gets it. */
  stem: string;
  bytes: Buffer;
  /** Why it cannot be used, when it cannot (the row naming it says so). */
  problem?: string;
}

const PICTURE_FILE = /\.(jpe?g|png|webp)$/i;
/** At most this many bytes unpacked from one ZIP, whatever its entries claim. */
const MAX_UNPACKED = 4 * SHEET_LIMITS.maxZipBytes;

const zipError = (message: string): SheetError => ({
  row: null,
  column: 'pictures',
  problem: 'pictureMissing',
  message,
});

/**
 * The pictures of a ZIP by lowercased file name (folders ignored, so `photos/ABC-1.jpg` is
 * `abc-1.jpg`). Only JPEG, PNG and WebP files are taken, each at most the size of an upload; the
 * bytes are checked by content as an upload is. Nothing here ever reads a URL.
 */
export async function readPicturesZip(bytes: Buffer): Promise<Map<string, ZipPicture>> {
  if (bytes.length > SHEET_LIMITS.maxZipBytes) {
    throw new SheetFileError([
      {
        row: null,
        column: 'pictures',
        problem: 'tooLarge',
        message: `The ZIP of pictures is larger than ${SHEET_LIMITS.maxZipBytes / 1024 / 1024} MB.`,
      },
    ]);
  }
  if (!isZip(bytes)) throw new SheetFileError([zipError('The pictures must come as one ZIP file.')]);
  const { unzipSync } = await import('fflate');
  const tooBig = new Set<string>();
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const base = file.name.slice(file.name.lastIndexOf('/') + 1);
        if (!PICTURE_FILE.test(base) || base.startsWith('.') || file.name.startsWith('__MACOSX/')) return false;
        if (file.originalSize > MAX_IMAGE_BYTES) {
          tooBig.add(base);
          return false;
        }
        unpacked += file.originalSize;
        return unpacked <= MAX_UNPACKED;
      },
    });
  } catch {
    throw new SheetFileError([zipError('The ZIP of pictures cannot be opened.')]);
  }
  const out = new Map<string, ZipPicture>();
  const add = (name: string, data: Buffer, problem?: string) =>
    out.set(name.toLowerCase(), { name, stem: name.replace(/\.[^.]+$/, '').toLowerCase(), bytes: data, problem });
  for (const name of tooBig) add(name, Buffer.alloc(0), `The picture "${name}" is larger than 5 MB.`);
  for (const [path, data] of Object.entries(files)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const problem =
      !sniffImage(buffer) || carriesMarkup(buffer)
        ? `The picture "${name}" is not a plain JPEG, PNG or WebP file.`
        : undefined;
    add(name, buffer, problem);
  }
  return out;
}
