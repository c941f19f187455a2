import type { Entry, ZipFile } from 'yauzl';

/**
 * ZIP entries unpacked within limits, whatever the headers claim (a ZIP that said 10
 * bytes for a 1 GB entry froze the server). yauzl reads the central directory and inflates each
 * entry through Node's zlib as a stream (on libuv's threads), and it refuses an entry the moment it
 * yields more bytes than its header declared. So the declared sizes, summed and capped BEFORE
 * anything is inflated, bound what is inflated; the bytes really produced are counted as well.
 */

export type ZipLimitProblem =
  /** The entries asked for declare more than `maxTotalBytes` together. */
  | 'tooLarge'
  /** An entry's data does not match its header (more or fewer bytes), or the archive is broken. */
  | 'damaged';

export class ZipLimitError extends Error {
  constructor(
    readonly problem: ZipLimitProblem,
    message: string,
    /** The entry at fault, when one is. */
    readonly entryName: string | null = null,
  ) {
    super(message);
  }
}

export interface UnzipOptions {
  /** Which entries to unpack, by their path in the ZIP and declared size; others are never inflated. */
  want(name: string, declaredSize: number): boolean;
  /** The most all wanted entries may unpack to together. */
  maxTotalBytes: number;
}

const MB = 1024 * 1024;

async function open(bytes: Buffer): Promise<ZipFile> {
  const yauzl = await import('yauzl');
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    ),
  );
}

/** Every entry of the central directory (its headers only: nothing is inflated). */
async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** One entry's bytes; yauzl's size check stops a lying entry at its declared size. */
async function inflate(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error || !s ? reject(error ?? new Error('no stream')) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    budget.left -= chunk.length;
    // Belt and braces: yauzl already refuses more than declared, and declared sizes were summed.
    if (size > entry.uncompressedSize || budget.left < 0) {
      (stream as unknown as { destroy(): void }).destroy();
      throw new Error(`more bytes than declared (${entry.uncompressedSize})`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The wanted entries' bytes by path. Throws {@link ZipLimitError}: `tooLarge` before inflating
 * anything when the wanted entries declare more than the limit together, `damaged` when an entry
 * holds other than it declares or the ZIP cannot be read.
 */
export async function unzipWithin(bytes: Buffer, options: UnzipOptions): Promise<Map<string, Buffer>> {
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await open(bytes);
    entries = await entriesOf(zip);
  } catch (error) {
    throw new ZipLimitError('damaged', `The ZIP cannot be opened (${(error as Error).message}).`);
  }
  const wanted = entries.filter((e) => !e.fileName.endsWith('/') && options.want(e.fileName, e.uncompressedSize));
  const declared = wanted.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > options.maxTotalBytes) {
    throw new ZipLimitError(
      'tooLarge',
      `Its files unpack to ${Math.ceil(declared / MB)} MB; at most ${options.maxTotalBytes / MB} MB.`,
    );
  }
  const budget = { left: options.maxTotalBytes };
  const out = new Map<string, Buffer>();
  try {
    for (const entry of wanted) {
      try {
        out.set(entry.fileName, await inflate(zip, entry, budget));
      } catch (error) {
        throw new ZipLimitError(
          'damaged',
          `"${entry.fileName}" does not hold what its header says (${(error as Error).message}).`,
          entry.fileName,
        );
      }
    }
  } finally {
    zip.close();
  }
  return out;
}
