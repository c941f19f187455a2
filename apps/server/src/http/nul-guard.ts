import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** The first path (`customer.name`) holding a NUL character in a key or string, if any. */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push([child, path]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query carrying one fails inside the driver.
 * Refusing it up front, for every route, turns that into a clear 400 naming the field.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where =
      findNul(request.params, 'params') ??
      findNul(request.query, 'query') ??
      (request.body && typeof request.body === 'object' ? findNul(request.body, '') : findNul(request.body, 'body'));
    if (where !== undefined) {
      throw badRequest('Text may not contain NUL characters.', { [where || 'body']: 'Remove the NUL character.' });
    }
  });
}
