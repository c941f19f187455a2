/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}
interface PoolLike {
  on(event: 'acquire', listener: (client: ErrorEmitter) => void): unknown;
}

/**
 * node-postgres emits 'error' on a checked-out client whose server goes away between two
 * queries (a PostgreSQL restart in the middle of an order's transaction); with no listener that
 * is an uncaught exception and the whole process dies. The pool only listens while a client is
 * idle, so every client gets a listener of ours the first time it is handed out. The query under
 * way still fails, and its request answers 5xx `error`.
 */
export function keepPoolClientErrorsFromCrashing(db: unknown, onError: (error: Error) => void): void {
  const pool = (db as { $client?: Partial<PoolLike> }).$client;
  if (typeof pool?.on !== 'function') return;
  const guarded = new WeakSet<ErrorEmitter>();
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', onError);
  });
}
