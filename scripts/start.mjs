// `npm start`: build the web app and the server if missing or stale, then run the built server as
// one plain node process (it migrates, seeds an empty database and listens). Several instances
// run `node apps/server/dist/main.js` directly on a tree built once (README, "Running several instances").
import { buildServerIfStale, buildWebIfStale, serverProcessEnv, supervise } from './lib.mjs';

await buildWebIfStale();
await buildServerIfStale();
supervise(process.execPath, ['apps/server/dist/main.js'], { env: serverProcessEnv() });
