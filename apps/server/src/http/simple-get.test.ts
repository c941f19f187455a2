import { describe, expect, it } from 'vitest';
import { readSimpleGet } from './simple-get.js';

const head = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
const plain = ['GET /api/getcatalogue/shop-1 HTTP/1.1', 'Host: example.test', 'api-key: secret-key'];

describe('readSimpleGet', () => {
  it('reads a plain GET: its path, api-key, Accept-Encoding and where it ends', () => {
    const buf = head([...plain, 'Accept-Encoding:  gzip, br \t', 'User-Agent: wrk']);
    expect(readSimpleGet(buf, 0)).toEqual({
      end: buf.length,
      path: '/api/getcatalogue/shop-1',
      apiKey: 'secret-key',
      acceptEncoding: 'gzip, br',
    });
  });

  it('reads header names in any case, and requests one after another', () => {
    const first = head(['GET /api/getshop/a HTTP/1.1', 'HOST: x', 'API-Key: k1', 'Connection: Keep-Alive']);
    const second = head(['GET /api/getshop/b HTTP/1.1', 'host: x', 'ACCEPT-ENCODING: br']);
    const both = Buffer.concat([first, second]);
    expect(readSimpleGet(both, 0)).toMatchObject({ end: first.length, path: '/api/getshop/a', apiKey: 'k1' });
    expect(readSimpleGet(both, first.length)).toEqual({
      end: both.length,
      path: '/api/getshop/b',
      apiKey: undefined,
      acceptEncoding: 'br',
    });
  });

  it('leaves to Node everything that is not exactly such a request', () => {
    const refused: [string, Buffer][] = [
      ['another method', head(['HEAD /api/getshop/a HTTP/1.1', 'Host: x'])],
      ['another path', head(['GET /app/getshop/a HTTP/1.1', 'Host: x'])],
      ['a query string', head(['GET /api/getshop/a?x=1 HTTP/1.1', 'Host: x'])],
      ['an escaped path', head(['GET /api/getshop/%61 HTTP/1.1', 'Host: x'])],
      ['upper case in the path', head(['GET /api/getshop/A HTTP/1.1', 'Host: x'])],
      ['absolute form', head(['GET http://x/api/getshop/a HTTP/1.1', 'Host: x'])],
      ['HTTP/1.0', head(['GET /api/getshop/a HTTP/1.0', 'Host: x'])],
      ['two spaces', head(['GET /api/getshop/a  HTTP/1.1', 'Host: x'])],
      ['no Host', head(['GET /api/getshop/a HTTP/1.1', 'api-key: k'])],
      ['two Hosts', head(['GET /api/getshop/a HTTP/1.1', 'Host: x', 'Host: y'])],
      ['a body by length', head([...plain, 'Content-Length: 0'])],
      ['a chunked body', head([...plain, 'Transfer-Encoding: chunked'])],
      ['a body header in capitals', head([...plain, 'CONTENT-LENGTH: 0'])],
      ['a body header in mixed case', head([...plain, 'tRaNsFeR-eNcOdInG: chunked'])],
      ['Connection: keep-alive with more after it', head([...plain, 'Connection: keep-alivex'])],
      ['a conditional request', head([...plain, 'If-None-Match: "x"'])],
      ['a range', head([...plain, 'Range: bytes=0-1'])],
      ['Expect', head([...plain, 'Expect: 100-continue'])],
      ['Upgrade', head([...plain, 'Upgrade: websocket'])],
      ['Connection: close', head([...plain, 'Connection: close'])],
      ['a Connection list', head([...plain, 'Connection: keep-alive, Upgrade'])],
      ['api-key twice', head([...plain, 'API-KEY: other'])],
      ['Accept-Encoding twice', head([...plain, 'Accept-Encoding: br', 'accept-encoding: gzip'])],
      ['a space before the colon', head([...plain, 'X-A : 1'])],
      ['a folded line', head([...plain, 'X-A: 1', ' 2'])],
      ['a name with a bad byte', head([...plain, 'X(A): 1'])],
      ['an empty name', head([...plain, ': 1'])],
      ['a NUL in a value', head([...plain, 'X-A: a\u0000b'])],
      ['a byte above ASCII in a value', head([...plain, 'X-A: caf\u00e9'])],
      ['a bare LF', Buffer.from('GET /api/getshop/a HTTP/1.1\r\nHost: x\nX-A: 1\r\n\r\n', 'latin1')],
      ['a bare CR', Buffer.from('GET /api/getshop/a HTTP/1.1\r\nHost: x\rX-A: 1\r\n\r\n', 'latin1')],
      ['no blank line yet (cut across reads)', Buffer.from('GET /api/getshop/a HTTP/1.1\r\nHost: x\r\n', 'latin1')],
      ['a request line cut short', Buffer.from('GET /api/getsh', 'latin1')],
      ['a head over 16 KB', head([...plain, `X-Big: ${'a'.repeat(16 * 1024)}`])],
    ];
    for (const [what, buf] of refused) expect(readSimpleGet(buf, 0), what).toBeUndefined();
  });

  it('starts reading where it is told', () => {
    const buf = Buffer.concat([Buffer.from('garbage', 'latin1'), head(plain)]);
    expect(readSimpleGet(buf, 0)).toBeUndefined();
    expect(readSimpleGet(buf, 7)?.end).toBe(buf.length);
  });
});
