import { apiBase, apiHeaders } from '../../../api/base';
import { tokenStore } from './tokenStore';

/** The outcome of an owner call: the success body, or what went wrong in words the page can show. */
export type OwnerResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The auth feature signs out (with "session expired") when any owner call answers 401. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the auth feature that the session ended (a call made outside `ownerCall`, such as an upload with progress). */
export function reportUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

/** A network failure or a 5xx; pages show it with a Retry. */
export const SERVER_UNREACHABLE = 'server-unreachable';

/**
 * Calls an owner endpoint with the `api-key` header (from the shared base) and the session's
 * `Authorization: Bearer` token. Sends JSON, or FormData as it is (uploads).
 */
export async function ownerCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal; anonymous?: boolean } = {},
): Promise<OwnerResult<T>> {
  const token = options.anonymous ? null : tokenStore.get();
  const extra: Record<string, string> = {};
  if (token) extra.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) extra['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${apiBase()}/${path.replace(/^\//, '')}`, {
      method,
      headers: apiHeaders(extra),
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, status: 0, message: SERVER_UNREACHABLE, errors: {} };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  const envelope = (parsed ?? {}) as { status?: string; message?: string; errors?: Record<string, string> };
  if (response.status === 401 && token) for (const listener of unauthorizedListeners) listener();
  if (response.ok && envelope.status === 'success') return { ok: true, data: parsed as T };
  return {
    ok: false,
    status: response.status,
    message: envelope.message || (response.status >= 500 ? SERVER_UNREACHABLE : response.statusText),
    errors: envelope.errors ?? {},
  };
}

export const owner = {
  get: <T>(path: string, signal?: AbortSignal) => ownerCall<T>('GET', path, undefined, { signal }),
  post: <T>(path: string, body?: unknown) => ownerCall<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => ownerCall<T>('PUT', path, body),
  delete: <T>(path: string) => ownerCall<T>('DELETE', path),
};

/**
 * Downloads an owner file (the shop's ZIP): its bytes and the name the server gives it, or the
 * failure as an owner call reports it.
 */
export async function ownerDownload(path: string): Promise<OwnerResult<{ blob: Blob; filename: string }>> {
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(`${apiBase()}/${path.replace(/^\//, '')}`, {
      headers: apiHeaders(token ? { Authorization: `Bearer ${token}` } : {}),
    });
  } catch {
    return { ok: false, status: 0, message: SERVER_UNREACHABLE, errors: {} };
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as { message?: string };
    if (response.status === 401 && token) for (const listener of unauthorizedListeners) listener();
    return {
      ok: false,
      status: response.status,
      message: envelope.message || (response.status >= 500 ? SERVER_UNREACHABLE : response.statusText),
      errors: {},
    };
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { ok: true, data: { blob: await response.blob(), filename } };
}
