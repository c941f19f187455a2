import { errorResponse, failResponse } from '@vitrine/contracts';

/** The fail/error answers a route documents besides its success (OpenAPI and serialization). */
export const failures = (...codes: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429)[]) => {
  const out: Record<number, typeof failResponse | typeof errorResponse> = { 401: failResponse, 500: errorResponse };
  for (const code of codes) out[code] = failResponse;
  return out;
};
