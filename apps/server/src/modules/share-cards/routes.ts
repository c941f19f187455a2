import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../../http/static-headers.js';
import type { CardAnswer, CardRequest, ShareCards } from './service.js';

const shopFile = /^(.+)-([0-9a-f]{16})\.jpg$/;
const productFile = /^(\d{1,15})-([0-9a-f]{16})\.jpg$/;

function send(answer: CardAnswer, ifNoneMatch: string | undefined, reply: FastifyReply) {
  if (answer.kind === 'missing') {
    return reply
      .code(404)
      .header('cache-control', 'public, max-age=60')
      .type('text/plain; charset=utf-8')
      .send('Not found');
  }
  if (answer.kind === 'moved') {
    // An earlier version of the card: chat apps that cached the old URL get today's picture.
    return reply.code(302).header('cache-control', 'public, max-age=60').header('location', answer.location).send();
  }
  const etag = `"${answer.etag}"`;
  reply
    .header('etag', etag)
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    // Made to be shown elsewhere: web chat clients embed the card from their own origin.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (ifNoneMatch?.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
  return reply.type('image/jpeg').send(answer.bytes);
}

/** `/og/shop/{shop}-{hash}.jpg` and `/og/product/{shop}/{id}-{hash}.jpg`: public, no api-key (chat apps fetch them). */
export function registerShareCards(
  app: FastifyInstance,
  cards: ShareCards,
  originOf: (request: FastifyRequest) => string,
  /** Where a renamed shop is now (or the lower-case spelling of its address): its cards answer 301 there, so old links keep working. */
  movedTo?: (shopUrl: string) => Promise<string | null>,
): void {
  const notFound = (reply: FastifyReply) => send({ kind: 'missing' }, undefined, reply);
  const answer = async (
    card: CardRequest,
    request: FastifyRequest,
    reply: FastifyReply,
    moved: (to: string) => string,
  ) => {
    const found = await cards.answer(card, originOf(request));
    const current = found.kind === 'missing' && movedTo ? await movedTo(card.shopUrl) : null;
    if (current)
      return reply.code(301).header('cache-control', 'public, max-age=300').header('location', moved(current)).send();
    return send(found, request.headers['if-none-match'], reply);
  };

  app.get('/og/shop/:file', async (request, reply) => {
    const match = shopFile.exec((request.params as { file: string }).file);
    if (!match) return notFound(reply);
    const card: CardRequest = { kind: 'shop', shopUrl: match[1], hash: match[2] };
    return answer(card, request, reply, (to) => `/og/shop/${to}-${match[2]}.jpg`);
  });

  app.get('/og/product/:shop/:file', async (request, reply) => {
    const { shop, file } = request.params as { shop: string; file: string };
    const match = productFile.exec(file);
    if (!match) return notFound(reply);
    const card: CardRequest = { kind: 'product', shopUrl: shop, productId: Number(match[1]), hash: match[2] };
    return answer(card, request, reply, (to) => `/og/product/${to}/${file}`);
  });
}
