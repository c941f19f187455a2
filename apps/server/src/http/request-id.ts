import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What an incoming X-Request-Id may look like: no spaces, quotes or line breaks to forge log lines with. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@/-]{1,128}$/;

/** The addresses and ranges of TRUST_PROXY, as a list `net` can match. */
function trustedList(trustProxy: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function isTrusted(list: BlockList, remote: string | undefined): boolean {
  if (!remote) return false;
  // A dual-stack socket names an IPv4 client as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  return list.check(remote, isIP(remote) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Each request's id, unique across instances (a random UUID; a per-process counter gave
 * `req-e3` on every instance at once). A load balancer that TRUST_PROXY names may hand its own
 * in `X-Request-Id`, so one id follows the request from the proxy's log to ours; anyone else's
 * header is ignored, as their X-Forwarded-For is.
 */
export function requestIds(trustProxy: readonly string[] | false): (request: IncomingMessage) => string {
  const trusted = trustProxy ? trustedList(trustProxy) : undefined;
  return (request) => {
    const given = request.headers['x-request-id'];
    if (
      trusted &&
      typeof given === 'string' &&
      ACCEPTED_ID.test(given) &&
      isTrusted(trusted, request.socket.remoteAddress)
    ) {
      return given;
    }
    return randomUUID();
  };
}

/**
 * Files whose addresses never change (the build's hashed bundles, pictures): nobody reports a
 * failure of one by its id, and a first visit fetches dozens, each counted in the page's bytes.
 */
const IMMUTABLE_FILES = /^\/(static|media)\//;

/** Every other answer names its request's id, for a shopper's or an operator's report of a failure. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!IMMUTABLE_FILES.test(request.url)) reply.header('x-request-id', request.id);
  });
}
