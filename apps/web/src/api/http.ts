import { apiBase, apiHeaders } from './base';

/** Raised for HTTP 401: the one failure the spec's helper rejects on. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  const url = `${apiBase()}/${path.replace(/^\//, '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      headers: apiHeaders(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return [];
  }
  if (response.status === 401) throw new UnauthorizedError();
  if (!response.ok) return [];
  try {
    return (await response.json()) as T;
  } catch {
    return [];
  }
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
