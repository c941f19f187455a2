/**
 * The heavy-work worker's entry (`lib/heavy-work`): one worker thread per job, started by the main
 * thread with `workerData.job`. Built as `dist/worker.js` beside `dist/main.js` (build.mjs); from
 * source it runs through tsx. A job's code is loaded only in the worker that runs it.
 */
import { workerData } from 'node:worker_threads';
import type { JobName } from './lib/heavy-work/index.js';
import type { JobHandlers } from './lib/heavy-work/protocol.js';
import { serveJob } from './lib/heavy-work/serve.js';

const jobs: Record<JobName, () => Promise<JobHandlers>> = {
  'catalogue-import': async () => (await import('./modules/catalogue-import/job.js')).importJob,
  'catalogue-export': async () => (await import('./modules/catalogue-export/job.js')).exportJob,
};

serveJob(await jobs[(workerData as { job: JobName }).job]());
