import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';
import { serverRoot } from '../../paths.js';

/** A picture a form points at, with the request field that named it (`images.2`). */
export interface PictureReference {
  field: string;
  url: string;
}

export const NOT_OWN_PICTURE = 'Use a picture uploaded to this shop or one of the built-in pictures.';

/** `/media/12/<name>-640.webp`: an upload of shop 12, as the upload answer names it. */
const UPLOAD = /^\/media\/(\d{1,10})\/([A-Za-z0-9_-]{1,64}-\d{1,5}\.webp)$/;
/** `/assets/v/<hash>/<file>`: the content-addressed spelling the catalogue hands out. */
const VERSIONED_ASSET = /^\/assets\/v\/[0-9a-f]{12}\//;

let builtIn: Set<string> | undefined;

/**
 * The pictures shipped with the product (`apps/web/public/assets`, copied into every web build),
 * read once. The template demo's own pictures (`assets/demo`) are not the product's.
 */
function builtInPictures(): Set<string> {
  if (builtIn) return builtIn;
  const found = new Set<string>();
  const root = path.resolve(serverRoot, '../web/public/assets');
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (!(prefix === '' && name === 'demo')) walk(file, `${prefix}${name}/`);
      } else found.add(`/assets/${prefix}${name}`);
    }
  };
  try {
    walk(root, '');
  } catch {
    // A tree without the web app's sources: only uploads can be pointed at.
  }
  builtIn = found;
  return found;
}

/**
 * Refuses (422, naming the field) any picture that is neither one of this shop's uploads, still
 * stored, nor a built-in picture: a shop cannot show another shop's pictures, or a key that does not
 * exist. `kept` are pictures the record already shows: saving it again never fails on them.
 */
export async function checkPictures(
  db: Db,
  shopId: number,
  references: PictureReference[],
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  const uploads = new Map<string, string>();
  for (const { field, url } of references) {
    if (!url || kept.has(url)) continue;
    const upload = UPLOAD.exec(url);
    if (upload) {
      if (Number(upload[1]) !== shopId) throw new HttpFail(422, NOT_OWN_PICTURE, { [field]: NOT_OWN_PICTURE });
      uploads.set(`${upload[1]}/${upload[2]}`, field);
      continue;
    }
    const asset = url.replace(VERSIONED_ASSET, '/assets/');
    if (!builtInPictures().has(asset)) throw new HttpFail(422, NOT_OWN_PICTURE, { [field]: NOT_OWN_PICTURE });
  }
  if (uploads.size === 0) return;
  const stored = await db
    .select({ key: media.key })
    .from(media)
    .where(and(eq(media.shopId, shopId), inArray(media.key, [...uploads.keys()]), notLike(media.name, 'card:%')));
  const found = new Set(stored.map((r) => r.key));
  for (const [key, field] of uploads) {
    if (!found.has(key)) throw new HttpFail(422, NOT_OWN_PICTURE, { [field]: NOT_OWN_PICTURE });
  }
}
