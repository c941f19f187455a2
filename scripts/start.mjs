// `npm start`: build the web app if it is missing or stale, then run the server
// (which migrates, seeds an empty database and listens).
import { bin, buildWebIfStale, supervise } from './lib.mjs';

await buildWebIfStale();
supervise(bin('tsx'), ['apps/server/src/main.ts']);
