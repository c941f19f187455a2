/** A request the client got wrong: answered as `{status: "fail", message, errors?}` with a 4xx code. */
export class HttpFail extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** More fields of the answer, beside `errors` (e.g. how many units are still `available`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpFail(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpFail(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpFail(401, message);
export const tooManyRequests = (message = 'Too many requests, please try again later.') => new HttpFail(429, message);
