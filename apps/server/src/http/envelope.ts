import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ServerBusy } from '../lib/heavy-work/index.js';
import { HttpFail } from './errors.js';

/** Turns a validation path like `/customer/phone` into `customer.phone`. */
function fieldName(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/**
 * Every error leaves as the spec's envelope: `fail` with the field that is wrong for
 * a bad request, `error` with no internals for a server failure (the log keeps the details).
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpFail) {
      return reply
        .code(error.statusCode)
        .send({ ...error.details, status: 'fail', message: error.message, errors: error.errors });
    }
    if (error instanceof ServerBusy) {
      // The server is fine but every slot for heavy work is taken: the client may simply retry.
      return reply.code(503).header('retry-after', '30').send({ status: 'error', message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = fieldName(v.instancePath);
        const context = error.validationContext ?? 'body';
        const key = context === 'body' ? field || 'body' : field ? `${context}.${field}` : context;
        errors[key] ??= v.message ?? 'Not valid.';
      }
      return reply.code(400).send({ status: 'fail', message: 'Some fields are not valid.', errors });
    }
    const code = error.statusCode ?? 500;
    if (code === 413) return reply.code(413).send({ status: 'fail', message: 'The request body is too large.' });
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(400).send({ status: 'fail', message: 'The request body is not valid JSON.' });
    }
    if (code >= 400 && code < 500) {
      return reply.code(code).send({ status: 'fail', message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(code >= 500 && code < 600 ? code : 500)
      .send({ status: 'error', message: 'Something went wrong on our side. Please try again.' });
  });
}
