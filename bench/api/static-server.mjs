// The yardstick for the API bench: a bare node:http server sending one file from disk per request,
// with the same headers a browser would see. Started as its own process, like the API server.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

const [file, encoding = ''] = process.argv.slice(2);
const size = statSync(file).size;

const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': size,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  createReadStream(file).pipe(response);
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port });
});
process.on('disconnect', () => process.exit(0));
