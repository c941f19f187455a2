/** What the main thread and a job's worker say to each other (`index.ts` and `serve.ts`). */

/** A job's handlers: each takes one argument and answers one value (both cloned across threads). */
// biome-ignore lint/suspicious/noExplicitAny: a handler's argument is whatever its job declares.
export type JobHandlers = Record<string, (arg: any) => unknown>;

export interface JobRequest {
  id: number;
  method: string;
  arg: unknown;
}

export type JobReply = { id: number; value: unknown } | { id: number; error: { name: string; message: string } };

/**
 * The memory of these buffers, to be moved rather than copied across threads: only buffers that
 * own their whole memory (a small Buffer is a slice of a shared pool and cannot be moved).
 */
export function movable(buffers: readonly (Uint8Array | null | undefined)[]): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  for (const b of buffers) {
    if (!b) continue;
    const memory = b.buffer;
    if (memory instanceof ArrayBuffer && b.byteOffset === 0 && b.byteLength === memory.byteLength) {
      if (!out.includes(memory)) out.push(memory);
    }
  }
  return out;
}

/** A handler's answer whose buffers are moved to the main thread rather than copied. */
export class Moved<T> {
  constructor(
    readonly value: T,
    readonly transfer: ArrayBuffer[],
  ) {}
}

/** What the main thread receives for a handler's answer. */
export type Answer<T> = Unmoved<Awaited<T>>;
type Unmoved<T> = T extends Moved<infer U> ? U : T;
