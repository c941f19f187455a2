import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type JobHandlers, type JobReply, type JobRequest, Moved } from './protocol.js';

export { Moved, movable } from './protocol.js';

/** How much less this thread asks of the CPU than the one answering requests (nice, 0 to 19). */
const NICENESS = 10;

/**
 * Lowers this worker thread's CPU priority, so that on a busy machine the main thread, which
 * answers shoppers, runs first. Linux keeps a nice value per thread: /proc/thread-self names this
 * thread's id, and setpriority on a thread id changes that thread alone. Elsewhere nothing changes.
 */
function yieldTheCpu(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (threadId > 0) os.setPriority(threadId, NICENESS);
  } catch {
    // Not Linux: the job runs at the server's priority.
  }
}

/** Runs in the job's worker: answers the main thread's calls with the job's handlers, one at a time. */
export function serveJob(handlers: JobHandlers): void {
  const port = parentPort;
  if (!port) throw new Error('serveJob runs in a worker thread only');
  yieldTheCpu();
  let queue = Promise.resolve();
  port.on('message', (request: JobRequest) => {
    queue = queue.then(async () => {
      let reply: JobReply;
      let transfer: ArrayBuffer[] = [];
      try {
        const handler = handlers[request.method];
        if (!handler) throw new Error(`No handler ${request.method}`);
        let value = await handler(request.arg);
        if (value instanceof Moved) {
          transfer = value.transfer;
          value = value.value;
        }
        reply = { id: request.id, value };
      } catch (error) {
        const e = error instanceof Error ? error : new Error(String(error));
        reply = { id: request.id, error: { name: e.name, message: e.message } };
      }
      port.postMessage(reply, transfer);
    });
  });
}
