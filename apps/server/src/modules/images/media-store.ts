import { createHash } from 'node:crypto';
import { and, eq, like, lt, ne, notInArray, notLike, sql } from 'drizzle-orm';
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

/** `/media/12/<name>-640.webp` and its siblings: the upload name in a stored URL. */
const uploadName = /\/media\/\d+\/([A-Za-z0-9_-]+)-\d+\.webp$/;

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

  async prune(shopId: number): Promise<number> {
    const [shopRow, productRows, galleryRows, shopImageRows] = await Promise.all([
      this.db.select({ url: shops.seoImageUrl }).from(shops).where(eq(shops.id, shopId)),
      this.db.select({ id: products.id, url: products.imageUrl }).from(products).where(eq(products.shopId, shopId)),
      this.db
        .select({ url: productImages.imageUrl })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(eq(products.shopId, shopId)),
      this.db.select({ url: shopImages.imageUrl }).from(shopImages).where(eq(shopImages.shopId, shopId)),
    ]);
    const inUse = [...shopRow, ...productRows, ...galleryRows, ...shopImageRows].flatMap(
      (r) => uploadName.exec(r.url)?.[1] ?? [],
    );
    const gone = await this.db
      .delete(media)
      .where(
        and(
          eq(media.shopId, shopId),
          notLike(media.name, CARD),
          lt(media.createdAt, sql`now() - ${UNSAVED_GRACE}`),
          inUse.length ? notInArray(media.name, inUse) : undefined,
        ),
      )
      .returning({ key: media.key });
    // Cards of deleted products go at once: nothing links to them any more.
    const cards = productRows.map((p) => `card:product:${p.id}`);
    const goneCards = await this.db
      .delete(media)
      .where(
        and(
          eq(media.shopId, shopId),
          like(media.name, 'card:product:%'),
          cards.length ? notInArray(media.name, cards) : undefined,
        ),
      )
      .returning({ key: media.key });
    return gone.length + goneCards.length;
  }
}
