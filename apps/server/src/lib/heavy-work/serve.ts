import { parentPort } from 'node:worker_threads';
import { type JobHandlers, type JobReply, type JobRequest, Moved } from './protocol.js';

export { Moved, movable } from './protocol.js';

/** Runs in the job's worker: answers the main thread's calls with the job's handlers, one at a time. */
export function serveJob(handlers: JobHandlers): void {
  const port = parentPort;
  if (!port) throw new Error('serveJob runs in a worker thread only');
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
