import { MAX_IMAGE_BYTES, SHEET_LIMITS, type SheetError } from '@vitrine/contracts';
import { carriesMarkup, sniffImage } from '../images/service.js';
import { isZip, SheetFileError } from './parse.js';
import { unzipWithin, ZipLimitError } from './unzip.js';

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
/**
 * At most this many bytes unpacked from one ZIP, whatever its entries claim. JPEG, PNG and WebP are
 * compressed already, so a ZIP of real pictures unpacks to about its own size; twice the upload
 * limit leaves room and bounds what a crafted one can cost.
 */
export const MAX_UNPACKED = 2 * SHEET_LIMITS.maxZipBytes;

const zipError = (message: string, problem: SheetError['problem'] = 'pictureMissing'): SheetError => ({
  row: null,
  column: 'pictures',
  problem,
  message,
});

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isPicture = (path: string) => {
  const base = baseName(path);
  return PICTURE_FILE.test(base) && !base.startsWith('.') && !path.startsWith('__MACOSX/');
};

/**
 * The pictures of a ZIP by lowercased file name (folders ignored, so `photos/ABC-1.jpg` is
 * `abc-1.jpg`). Only JPEG, PNG and WebP files are taken, each at most the size of an upload; the
 * bytes are checked by content as an upload is. Nothing here ever reads a URL. Entries are unpacked
 * within {@link MAX_UNPACKED} together, counting the bytes really inflated (`unzipWithin`): a ZIP
 * that lies about its sizes is refused as damaged, never inflated past what it declared.
 */
export async function readPicturesZip(bytes: Buffer): Promise<Map<string, ZipPicture>> {
  if (bytes.length > SHEET_LIMITS.maxZipBytes) {
    throw new SheetFileError([
      zipError(`The ZIP of pictures is larger than ${SHEET_LIMITS.maxZipBytes / 1024 / 1024} MB.`, 'tooLarge'),
    ]);
  }
  if (!isZip(bytes)) throw new SheetFileError([zipError('The pictures must come as one ZIP file.')]);
  const tooBig = new Set<string>();
  let files: Map<string, Buffer>;
  try {
    files = await unzipWithin(bytes, {
      maxTotalBytes: MAX_UNPACKED,
      want: (path, declaredSize) => {
        if (!isPicture(path)) return false;
        if (declaredSize > MAX_IMAGE_BYTES) tooBig.add(baseName(path));
        return declaredSize <= MAX_IMAGE_BYTES;
      },
    });
  } catch (error) {
    if (!(error instanceof ZipLimitError)) throw error;
    const message =
      error.problem === 'tooLarge'
        ? `The pictures in the ZIP are too large together. ${error.message}`
        : error.entryName
          ? `The ZIP of pictures is damaged: ${error.message}`
          : 'The ZIP of pictures cannot be opened.';
    throw new SheetFileError([zipError(message, error.problem === 'tooLarge' ? 'tooLarge' : 'pictureMissing')]);
  }
  const out = new Map<string, ZipPicture>();
  const add = (name: string, data: Buffer, problem?: string) =>
    out.set(name.toLowerCase(), { name, stem: name.replace(/\.[^.]+$/, '').toLowerCase(), bytes: data, problem });
  for (const name of tooBig) add(name, Buffer.alloc(0), `The picture "${name}" is larger than 5 MB.`);
  for (const [path, buffer] of files) {
    const name = baseName(path);
    const problem =
      !sniffImage(buffer) || carriesMarkup(buffer)
        ? `The picture "${name}" is not a plain JPEG, PNG or WebP file.`
        : undefined;
    add(name, buffer, problem);
  }
  return out;
}
