import type { ServerResponse } from 'node:http';

/**
 * The body size of an answer written around Fastify (a cached read's `writeHead` + `end`, whose
 * headers Fastify never sees), kept on the response for the access log's `bytes`.
 */
const sent = new WeakMap<ServerResponse, number>();

export function noteSentBytes(res: ServerResponse, bytes: number): void {
  sent.set(res, bytes);
}

export function sentBytesOf(res: ServerResponse): number | undefined {
  return sent.get(res);
}
