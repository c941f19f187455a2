import { apiBase, apiHeaders } from './base';

/** Raised for HTTP 401: the one failure the spec's helper rejects on. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What came back, for callers that must tell "not found" from "server down" (the storefront's states). */
export type HttpOutcome<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: unknown };

/**
 * Sends one call and reports its HTTP status: `status` 0 means the network failed or
 * the body was not JSON. A 401 rejects, as in the spec's helper.
 */
export async function requestWithStatus<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<HttpOutcome<T>> {
  const url = `${apiBase()}/${path.replace(/^\//, '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      headers: apiHeaders({
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...((init.headers as Record<string, string> | undefined) ?? {}),
      }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, body: undefined };
  }
  if (response.status === 401) throw new UnauthorizedError();
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    return { ok: false, status: response.ok ? 0 : response.status, body: undefined };
  }
  return response.ok
    ? { ok: true, status: response.status, body: parsed as T }
    : { ok: false, status: response.status, body: parsed };
}

/**
 * The spec's HTTP helper: calls `{base}/{path}` with `Accept: application/json` and the
 * `api-key` header and returns the body. A 401 rejects; any other failure (network,
 * 4xx, 5xx, unreadable body) resolves to an empty list, so callers check what they got.
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T | []> {
  const outcome = await requestWithStatus<T>(method, path, body, init);
  return outcome.ok ? outcome.body : [];
}

export const http = {
  get: <T = unknown>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T = unknown>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body, init),
  put: <T = unknown>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body, init),
  delete: <T = unknown>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
};

/** The spec: a list that arrives as an object (`{"0": a, "1": b}`) becomes an array. */
export function asList<T>(value: T[] | Record<string, T> | null | undefined): T[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

/** True when the helper's answer is a success envelope (and not its empty-list failure). */
export function isSuccess<T extends { status?: string }>(value: T | []): value is T {
  return !Array.isArray(value) && value?.status === 'success';
}
