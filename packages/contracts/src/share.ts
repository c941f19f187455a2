import { z } from 'zod';
import { success } from './envelope.js';

/** `GET /api/account/share?product_id=`: the shop's (or a product's) link as chat apps will show it. */
export const shareQuery = z.object({
  product_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const sharePreview = z.object({
  /** The public link, absolute. */
  url: z.string(),
  title: z.string(),
  description: z.string(),
  /** The share card every chat app shows: a 1200×630 JPEG. */
  card: z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() }),
});
export type SharePreview = z.infer<typeof sharePreview>;

export const sharePreviewResponse = success({ share: sharePreview });
export type SharePreviewResponse = z.infer<typeof sharePreviewResponse>;
