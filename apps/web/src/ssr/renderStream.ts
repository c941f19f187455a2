import { createRequire } from 'node:module';
import path from 'node:path';
import type { renderToPipeableStream as RenderToPipeableStream } from 'react-dom/server';

/**
 * `renderToPipeableStream` from React DOM's streaming build alone. `react-dom/server` loads its
 * legacy `renderToString` build beside it, 264 KB of source the server would keep in memory for
 * nothing. The file is picked as `react-dom/server` itself picks it (by NODE_ENV), so
 * it always matches the React build it renders with; required by path, past the package's
 * exports, because no export names the streaming build alone.
 */
const require = createRequire(import.meta.url);
const reactDom = path.dirname(require.resolve('react-dom/package.json'));
const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';

export const renderToPipeableStream: typeof RenderToPipeableStream = require(
  path.join(reactDom, 'cjs', `react-dom-server.node.${build}.js`),
).renderToPipeableStream;
