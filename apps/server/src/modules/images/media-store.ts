import { createHash } from 'node:crypto';
import { and, type Column, eq, like, lt, ne, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, productImages, products, shopImages, shops } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';

/** A shop's picture storage is bounded (README "Pictures"): uploads and bytes of all their widths. */
export const MEDIA_LIMITS = { uploads: 300, bytes: 100 * 1024 * 1024 } as const;
/** An upload nothing refers to yet (the form is still open) is kept at least this long. */
const UNSAVED_GRACE = sql`interval '1 hour'`;

export interface MediaFile {
  key: string;
  width: number;
  contentType: string;
  bytes: Buffer;
}

export interface ServedMedia {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Where uploaded pictures live. The database store is the default (every instance sees the same
 * files); an S3-compatible store would implement the same three calls.
 */
export interface MediaStore {
  /** Stores the widths of one upload together, within the shop's bounds. */
  putUpload(shopId: number, name: string, files: MediaFile[]): Promise<void>;
  get(key: string): Promise<ServedMedia | null>;
  /**
   * Stores a share card (`name` is `card:shop` or `card:product:{id}`) and drops that card's
   * earlier versions; returns its ETag. Cards are drawn by the server, so they are outside the
   * shop's upload bounds: one per shop and per product at most.
   */
  putCard(shopId: number, name: string, file: MediaFile): Promise<string>;
  /** Removes the shop's uploads that nothing refers to any more (replaced or deleted pictures). */
  prune(shopId: number): Promise<number>;
}

/** Names of share-card rows start with this; every other row is an upload. */
const CARD = 'card:%';

const etagOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

/** `/media/12/<name>-640.webp` and its siblings: the upload name in a stored URL (a POSIX regex). */
const UPLOAD_NAME = '/media/[0-9]+/([A-Za-z0-9_-]+)-[0-9]+\\.webp$';

export class DatabaseMediaStore implements MediaStore {
  constructor(private readonly db: Db) {}

  async putUpload(shopId: number, name: string, files: MediaFile[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      // One upload of a shop at a time: the bound cannot be overrun by parallel uploads.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('media'), ${shopId})`);
      const [used] = await tx
        .select({
          uploads: sql<number>`count(distinct ${media.name})::int`,
          bytes: sql<number>`coalesce(sum(octet_length(${media.bytes})), 0)::bigint`,
        })
        .from(media)
        .where(and(eq(media.shopId, shopId), notLike(media.name, CARD)));
      const adding = files.reduce((n, f) => n + f.bytes.length, 0);
      if (used.uploads + 1 > MEDIA_LIMITS.uploads || Number(used.bytes) + adding > MEDIA_LIMITS.bytes) {
        const message = `Your shop keeps at most ${MEDIA_LIMITS.uploads} pictures (${MEDIA_LIMITS.bytes / 1024 / 1024} MB). Pictures no longer used are removed an hour after you replace them.`;
        throw new HttpFail(422, message, { file: message });
      }
      await tx.insert(media).values(
        files.map((f) => ({
          key: f.key,
          shopId,
          name,
          width: f.width,
          contentType: f.contentType,
          etag: etagOf(f.bytes),
          bytes: f.bytes,
        })),
      );
    });
  }

  async get(key: string): Promise<ServedMedia | null> {
    const [row] = await this.db
      .select({ bytes: media.bytes, contentType: media.contentType, etag: media.etag })
      .from(media)
      .where(eq(media.key, key));
    return row ?? null;
  }

  async putCard(shopId: number, name: string, file: MediaFile): Promise<string> {
    const etag = etagOf(file.bytes);
    await this.db.transaction(async (tx) => {
      // Another instance may have drawn the same card a moment ago: same key, same bytes.
      await tx
        .insert(media)
        .values({
          key: file.key,
          shopId,
          name,
          width: file.width,
          contentType: file.contentType,
          etag,
          bytes: file.bytes,
        })
        .onConflictDoNothing();
      await tx.delete(media).where(and(eq(media.shopId, shopId), eq(media.name, name), ne(media.key, file.key)));
    });
    return etag;
  }

  /**
   * Two statements that PostgreSQL runs alone: no picture address or product id travels to the
   * server. A shop's every save prunes, and bulk-mart has 5,000 products: reading their addresses
   * into JavaScript and sending them back as a NOT IN list took 166-486 ms on PGlite (where SQL
   * runs on the server's own thread, so every request waited), against 15-34 ms this way.
   */
  async prune(shopId: number): Promise<number> {
    const name = (url: Column) => sql`substring(${url} from ${UPLOAD_NAME})`;
    const inUse = sql`
      select ${name(shops.seoImageUrl)} from ${shops} where ${shops.id} = ${shopId}
      union all
      select ${name(products.imageUrl)} from ${products} where ${products.shopId} = ${shopId}
      union all
      select ${name(productImages.imageUrl)} from ${productImages}
        inner join ${products} on ${products.id} = ${productImages.productId}
        where ${products.shopId} = ${shopId}
      union all
      select ${name(shopImages.imageUrl)} from ${shopImages} where ${shopImages.shopId} = ${shopId}`;
    const gone = await this.db
      .delete(media)
      .where(
        and(
          eq(media.shopId, shopId),
          notLike(media.name, CARD),
          lt(media.createdAt, sql`now() - ${UNSAVED_GRACE}`),
          // `is not null` inside: one address without an upload would make NOT IN match nothing.
          sql`${media.name} not in (select used.name from (${inUse}) as used(name) where used.name is not null)`,
        ),
      )
      .returning({ key: media.key });
    // Cards of deleted products go at once: nothing links to them any more.
    const goneCards = await this.db
      .delete(media)
      .where(
        and(
          eq(media.shopId, shopId),
          like(media.name, 'card:product:%'),
          sql`not exists (select 1 from ${products} where ${products.shopId} = ${shopId}
            and ${media.name} = 'card:product:' || ${products.id})`,
        ),
      )
      .returning({ key: media.key });
    return gone.length + goneCards.length;
  }
}
