import { z } from 'zod';

/** Every API answer carries one of these statuses (spec section 7). */
export const apiStatus = z.enum(['success', 'fail', 'error']);
export type ApiStatus = z.infer<typeof apiStatus>;

/** A 4xx answer: the request was wrong. `errors` maps a field path to its message. */
export const failResponse = z.object({
  status: z.literal('fail'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type FailResponse = z.infer<typeof failResponse>;

/** A 5xx answer: the server failed. No internals. */
export const errorResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Liveness: the process answers; the database is not asked (a load balancer's cheap probe). */
export const healthResponse = z.object({
  status: z.literal('success'),
  /** The running version (semantic versioning), so an operator can tell the instances apart during an upgrade. */
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Readiness: the database answered within the last second. */
export const readyResponse = z.object({
  status: z.literal('success'),
  db: z.literal('ok'),
});
export type ReadyResponse = z.infer<typeof readyResponse>;

/** Builds a success envelope schema around the given fields. */
export function success<T extends z.ZodRawShape>(shape: T) {
  return z.object({ status: z.literal('success'), ...shape });
}
