// What Node's own HTTP layer costs for a cached answer: a bare `node:http` server, its
// own process with the environment the API server gets, answering every request with the bytes and
// the header list the API sent, in one `writeHead` + `end` and nothing else: the ceiling of any
// Node server for the same answers, against which the API's routing, hooks and cache are measured.
// Run as a child: node bench/api/node-http.mjs <port> <body file> <headers JSON (flat name, value list)>
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort, serverProcessEnv, waitUntilAnswering } from '../../scripts/lib.mjs';

/** Headers Node writes itself on every answer: left out of the list it is given. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The API's answer headers as a flat list for `writeHead`, without those Node adds. */
export function headerListOf(headers) {
  return Object.entries(headers)
    .filter(([name]) => !OWN.has(name))
    .flat();
}

/** Starts the bare server in its own process; resolves once it answers. */
export async function startNodeHttp(bodyFile, headerList) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), String(port), bodyFile, JSON.stringify(headerList)],
    { stdio: ['ignore', 'ignore', 'inherit'], env: serverProcessEnv() },
  );
  await waitUntilAnswering(`http://127.0.0.1:${port}/`, child, { what: 'the node:http yardstick' });
  return { child, port };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, bodyFile, headersJson] = process.argv.slice(2);
  const body = readFileSync(bodyFile);
  const headers = JSON.parse(headersJson);
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  // As Fastify sets it on the API server: the Keep-Alive header says the same.
  server.keepAliveTimeout = 72_000;
  server.listen(Number(port), '127.0.0.1');
}
