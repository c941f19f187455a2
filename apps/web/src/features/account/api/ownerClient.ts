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

/** How long a read asked ahead may wait for the page that wants it. */
export const AHEAD_MS = 10_000;

interface Ahead {
  token: string;
  at: number;
  response: Promise<Response>;
}

/** Reads asked ahead (`getAhead`), by path, until the page's first call for that path takes one. */
const aheadReads = new Map<string, Ahead>();

const endpoint = (path: string) => `${apiBase()}/${path.replace(/^\//, '')}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Starts a page's first read now, beside its code and the session check (the route's `prepare`),
 * instead of once the admin shell has rendered the page: on a phone that is a round trip or more
 * before the page can show anything. The page's first GET of the same path with the same token
 * within AHEAD_MS takes the answer (a 401 then signs out as any call's would); else it is dropped.
 */
export function getAhead(path: string): void {
  const token = tokenStore.get();
  if (!token) return;
  const known = aheadReads.get(path);
  if (known && known.token === token && Date.now() - known.at < AHEAD_MS) return;
  const response = fetch(endpoint(path), { method: 'GET', headers: apiHeaders(bearer(token)) });
  // Never taken, a failed read must not be reported as unhandled; the one that takes it sees it.
  response.catch(() => undefined);
  aheadReads.set(path, { token, at: Date.now(), response });
}

/** The read asked ahead for this path and token, once; undefined when there is none still fresh. */
function takeAhead(path: string, token: string | null): Promise<Response> | undefined {
  const entry = aheadReads.get(path);
  if (!entry) return undefined;
  aheadReads.delete(path);
  return entry.token === token && Date.now() - entry.at < AHEAD_MS ? entry.response : undefined;
}

/** A response already on its way, given up (as `fetch` would) when the caller aborts. */
function abortable(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The read was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

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
  const extra: Record<string, string> = token ? bearer(token) : {};
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) extra['Content-Type'] = 'application/json';
  const ahead = method === 'GET' && token ? takeAhead(path, token) : undefined;
  let response: Response;
  try {
    response = ahead
      ? await abortable(ahead, options.signal)
      : await fetch(endpoint(path), {
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
    response = await fetch(endpoint(path), { headers: apiHeaders(token ? bearer(token) : {}) });
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
