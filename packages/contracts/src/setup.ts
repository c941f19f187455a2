import { z } from 'zod';
import { success } from './envelope.js';

/**
 * The setup guide's steps, in the order a new owner meets them. Each is computed by the
 * server from the shop's data, never ticked by hand.
 */
export const setupStepIds = ['logo', 'header', 'contact', 'category', 'product', 'delivery', 'shared'] as const;
export type SetupStepId = (typeof setupStepIds)[number];

export const setupStep = z.object({ id: z.enum(setupStepIds), done: z.boolean() });
export type SetupStep = z.infer<typeof setupStep>;

/** `GET /api/account/setup`: every step with whether it is done, and whether the owner put the guide away. */
export const setupGuide = z.object({
  steps: z.array(setupStep),
  done: z.number().int(),
  total: z.number().int(),
  /** ISO time the owner dismissed the guide; null shows it. */
  dismissed_at: z.string().nullable(),
});
export type SetupGuide = z.infer<typeof setupGuide>;

export const setupGuideResponse = success({ setup: setupGuide });
export type SetupGuideResponse = z.infer<typeof setupGuideResponse>;

/** `PUT /api/account/setup`: put the guide away (`dismissed: true`) or bring it back. */
export const updateSetupRequest = z.object({ dismissed: z.boolean() }).strict();
export type UpdateSetupRequest = z.infer<typeof updateSetupRequest>;
