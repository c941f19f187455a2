import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Answer, JobHandlers, JobReply, JobRequest } from './protocol.js';

/**
 * Heavy work an owner starts (reading an import, writing an export) runs here, never on the event
 * loop that answers shoppers (one upload there froze every shop). Each job gets a worker thread
 * of its own, with a heap cap, that exits when the job ends, so the memory it used is given back.
 * A few jobs run at once (one less than the cores, so the main thread keeps one); a few more wait
 * their turn; past that the caller is told the server is busy (503, try again).
 */
export const HEAVY_WORK_LIMITS = {
  running: Math.max(1, availableParallelism() - 1),
  waiting: 4,
  /**
   * A worker's V8 heap (old generation). Real sheets of 20,000 rows read within it (a 10 MB CSV, an
   * XLSX whose XML is 19 MB); a file built to need more stops its own worker, never the server.
   */
  heapMb: 128,
  /** A job that takes longer is stopped (a file built to be slow must not hold a slot forever). */
  maxSeconds: 120,
} as const;

/** The jobs a worker can run, by name (`src/worker.ts` maps each to its handlers). */
export type JobName = 'catalogue-import' | 'catalogue-export';

/** Every worker slot is taken and the queue is full: answered 503 with Retry-After. */
export class ServerBusy extends Error {
  readonly statusCode = 503;
  constructor() {
    super('The server is busy with other imports and exports. Try again in a minute.');
  }
}

/** The job's worker stopped before answering: out of memory, over time, or crashed. */
export class JobFailed extends Error {
  constructor(
    readonly reason: 'outOfMemory' | 'timeout' | 'crashed',
    message: string,
  ) {
    super(message);
  }
}

let running = 0;
const queue: (() => void)[] = [];

async function takeSlot(): Promise<void> {
  if (running < HEAVY_WORK_LIMITS.running) {
    running++;
    return;
  }
  if (queue.length >= HEAVY_WORK_LIMITS.waiting) throw new ServerBusy();
  // The slot is handed over by releaseSlot, so `running` stays counted.
  await new Promise<void>((resolve) => queue.push(resolve));
}

function releaseSlot(): void {
  const next = queue.shift();
  if (next) next();
  else running--;
}

/** Jobs running and waiting now (for tests and metrics). */
export const heavyWorkLoad = () => ({ running, waiting: queue.length });

/**
 * The worker. Built (`dist/main.js`): `dist/worker.js` beside it, plain JavaScript. From source
 * (tsx, vitest): `src/worker.ts`, loaded through tsx's loader, registered inside the worker first
 * (Node 20 does not apply `--import tsx` from a worker's execArgv to the worker's own entry).
 */
function workerScript(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { script: new URL('./worker.js', import.meta.url), eval: false };
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('../../worker.ts', import.meta.url).href;
  return {
    script: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}

/** A started job: call its handlers one after another, then close it (always, in a `finally`). */
export interface HeavyJob<H extends JobHandlers> {
  /** `transfer`: buffers of `arg` moved to the worker rather than copied (unusable here afterwards). */
  call<M extends keyof H & string>(
    method: M,
    arg: Parameters<H[M]>[0],
    transfer?: ArrayBuffer[],
  ): Promise<Answer<ReturnType<H[M]>>>;
  close(): Promise<void>;
}

/**
 * Starts a job in a new worker once a slot is free. Throws {@link ServerBusy} when too many wait.
 * A call rejects with {@link JobFailed} when the worker runs out of memory or time, or with the
 * handler's error (its message) when the handler throws.
 */
export async function startHeavyJob<H extends JobHandlers>(name: JobName): Promise<HeavyJob<H>> {
  await takeSlot();
  const { script, eval: isCode } = workerScript();
  let worker: Worker;
  try {
    worker = new Worker(script, {
      eval: isCode,
      workerData: { job: name },
      resourceLimits: { maxOldGenerationSizeMb: HEAVY_WORK_LIMITS.heapMb },
      // Whatever the worker prints goes to the server's own stdout and stderr.
      stdout: false,
      stderr: false,
    });
  } catch (error) {
    releaseSlot();
    throw error;
  }
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let ended: Error | null = null;
  const fail = (error: Error) => {
    ended ??= error;
    for (const p of pending.values()) p.reject(ended);
    pending.clear();
  };
  const timer = setTimeout(() => {
    fail(new JobFailed('timeout', `The job took longer than ${HEAVY_WORK_LIMITS.maxSeconds} s.`));
    void worker.terminate();
  }, HEAVY_WORK_LIMITS.maxSeconds * 1000);
  timer.unref();
  worker.on('message', (reply: JobReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if ('error' in reply) p.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
    else p.resolve(reply.value);
  });
  worker.on('error', (error: Error & { code?: string }) => {
    fail(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new JobFailed('outOfMemory', `The job needed more than ${HEAVY_WORK_LIMITS.heapMb} MB.`)
        : new JobFailed('crashed', error.message),
    );
  });
  let released = false;
  worker.on('exit', () => {
    fail(new JobFailed('crashed', 'The job stopped before it answered.'));
    clearTimeout(timer);
    if (!released) {
      released = true;
      releaseSlot();
    }
  });

  return {
    call(method, arg, transfer = []) {
      if (ended) return Promise.reject(ended);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        const request: JobRequest = { id, method, arg };
        worker.postMessage(request, transfer);
      });
    },
    async close() {
      // terminate() resolves once the thread has stopped; 'exit' frees the slot.
      await worker.terminate();
    },
  };
}

export { movable } from './protocol.js';
