// Passes a request on to the real server and its answer back, for the benches' loopback servers
// that change one thing of a page (bench/web/phone.mjs, bench/web/lighthouse.mjs).
import http from 'node:http';

/** Sends `request` to `target` and pipes its answer to `response`, less the `dropHeaders`. */
export function forward(request, response, target, dropHeaders = []) {
  const upstream = http.request(
    new URL(request.url ?? '/', target),
    { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
    (answer) => {
      const headers = { ...answer.headers };
      for (const name of dropHeaders) delete headers[name];
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

/** Starts `server` on a free loopback port; close() also ends the connections Chromium keeps alive. */
export async function listenLoopback(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}
