import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's folder (apps/server), found from this module whether it runs from src/ under tsx
 * or bundled into dist/main.js: the nearest folder up that holds the committed migrations.
 */
export const serverRoot = ((): string => {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/ folder above ${import.meta.dirname}`);
  }
})();

export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** Where `npm run build` writes the web app. */
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');
