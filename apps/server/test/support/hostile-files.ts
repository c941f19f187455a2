/**
 * Hostile and heavy files for the import tests and bench: ZIP bombs whose headers lie or tell the
 * truth, an XLSX whose XML entries unpack to hundreds of MB, and a 10 MB CSV that keeps to every
 * documented limit. Built from raw deflate blocks, so a "1 GB" entry costs about 1 MB and a few
 * milliseconds to make.
 */
import { once } from 'node:events';
import { constants, createDeflateRaw } from 'node:zlib';
import { sheetColumns } from '@vitrine/contracts';
import { strToU8, zipSync } from 'fflate';

const MB = 1024 * 1024;

const deflated = new Map<string, Promise<Buffer>>();

/**
 * One deflate stream that unpacks to `megabytes` MB of one repeated byte, made by zlib (run-length
 * strategy: 1 GB of zeros deflates to about 1 MB in half a second) and kept for the next caller.
 */
export function deflatedRepeat(megabytes: number, byte = 0): Promise<Buffer> {
  const key = `${megabytes}:${byte}`;
  let made = deflated.get(key);
  if (!made) {
    made = (async () => {
      const deflate = createDeflateRaw({ level: 1, strategy: constants.Z_RLE, chunkSize: MB });
      const out: Buffer[] = [];
      deflate.on('data', (chunk: Buffer) => out.push(chunk));
      const ended = once(deflate, 'end');
      const block = Buffer.alloc(MB, byte);
      for (let i = 0; i < megabytes; i++) if (!deflate.write(block)) await once(deflate, 'drain');
      deflate.end();
      await ended;
      return Buffer.concat(out);
    })();
    deflated.set(key, made);
  }
  return made;
}

export interface RawEntry {
  name: string;
  /** The entry's data as stored (deflated when `method` is 8). */
  data: Buffer;
  /** The unpacked size the headers claim (the truth or a lie). */
  declaredSize: number;
  method?: 0 | 8;
}

/** A ZIP written byte by byte, so its headers may say anything (CRCs are left 0: no reader here checks them first). */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(e.method ?? 8, 8);
    local.writeUInt32LE(0, 14); // CRC-32
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.method ?? 8, 10);
    central.writeUInt32LE(0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A picture ZIP whose headers lie: one `photo.jpg` whose headers claim 10 bytes and that unpacks to `megabytes` MB of zeros. */
export const lyingPicturesZip = async (megabytes = 1024) =>
  rawZip([{ name: 'photo.jpg', data: await deflatedRepeat(megabytes), declaredSize: 10 }]);

const ONE_ROW_SHEET =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c><c r="B1" t="inlineStr"><is><t>price</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Bomb</t></is></c><c r="B2"><v>1</v></c></row></sheetData></worksheet>';

/** The XML parts of a small real workbook, stored uncompressed, so other entries may be added around them. */
function workbookEntries(sheetXml = ONE_ROW_SHEET): RawEntry[] {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml),
  };
  return Object.entries(files).map(([name, data]) => ({
    name,
    data: Buffer.from(data),
    declaredSize: data.length,
    method: 0 as const,
  }));
}

/**
 * An XLSX bomb: a real one-row workbook plus `count` XML entries of `megabytes` MB of spaces
 * each (every `.xml` entry is unpacked by the reader). `lying`: the headers claim 10 bytes each.
 */
export async function xlsxBomb({ count = 4, megabytes = 250, lying = false } = {}): Promise<Buffer> {
  const data = await deflatedRepeat(megabytes, 0x20);
  return rawZip([
    ...workbookEntries(),
    ...Array.from({ length: count }, (_, i) => ({
      name: `xl/bomb${i + 1}.xml`,
      data,
      declaredSize: lying ? 10 : megabytes * MB,
    })),
  ]);
}

/**
 * A workbook of a few hundred bytes whose one far cell (XFD1048576, the last of a sheet) makes a
 * reader that fills in the grid build a sheet of 17 billion cells.
 */
export const farCellXlsx = () =>
  rawZip(
    workbookEntries(
      ONE_ROW_SHEET.replace('</sheetData>', '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row></sheetData>'),
    ),
  );

/** A ZIP made honestly by fflate (for a control: real pictures or a real workbook). */
export const honestZip = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files));

/**
 * A CSV within every documented limit that is as heavy as they allow: 20,000 new products (the row
 * limit), each with a description long enough that the file is just under 10 MB (the size limit).
 */
export function heaviestCsv(): Buffer {
  const rows = 20_000;
  const header = `${sheetColumns.join(',')}\r\n`;
  const budget = 10 * MB - 64 * 1024 - header.length;
  const line = (i: number, description: string) =>
    `,HV-${i},Heavy product ${i},${description},Heavy,${(i % 900) + 10}.50,,,,${i % 50},,yes,\r\n`;
  const fixed = line(99_999, '').length;
  const description = 'x'.repeat(Math.floor(budget / rows) - fixed);
  let text = header;
  for (let i = 1; i <= rows; i++) text += line(i, description);
  return Buffer.from(text, 'utf8');
}

/**
 * A real XLSX of 20,000 products (the row limit), as write-excel-file saves it: each a 480-character
 * description of its own, so its XML unpacks to about 19 MB (for the unpacking and heap limits).
 */
export async function largestRealXlsx(): Promise<Buffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const words = ['stoneware', 'blue', 'mug', 'kitchen', 'handmade', 'glaze', 'gift', 'coffee', 'tea', 'ceramic'];
  const rows: { value: string; type: StringConstructor }[][] = [sheetColumns.map((c) => ({ value: c, type: String }))];
  for (let i = 1; i <= 20_000; i++) {
    let description = '';
    for (let k = i; description.length < 480; k = (k * 7 + 3) % 1_000_003) description += `${words[k % 10]} `;
    const cells: Partial<Record<(typeof sheetColumns)[number], string>> = {
      sku: `BIG-${i}`,
      name: `Big product ${i}`,
      description,
      category: `Shelf ${i % 40}`,
      price: `${(i % 900) + 10}.50`,
      stock_quantity: String(i % 50),
      in_stock: 'yes',
    };
    rows.push(sheetColumns.map((c) => ({ value: cells[c] ?? '', type: String })));
  }
  return Buffer.from(await writeXlsxFile(rows).toBuffer());
}
