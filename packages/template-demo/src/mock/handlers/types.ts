/** A mock request as a handler sees it: the parsed body and the query. */
export interface MockRequest {
  data?: unknown;
  params?: Record<string, unknown>;
  /** The clock, epoch milliseconds (tests pass it; the wiring leaves it to Date.now()). */
  now?: number;
}
/** What a handler answers; `db` is the next state of its fake database when it changed one. */
export interface MockResult<Db> {
  status: number;
  body: unknown;
  db?: Db;
}
/** A handler is a pure function: the database and the request in, the answer (and new database) out. */
export type MockHandler<Db> = (db: Db, request: MockRequest) => MockResult<Db>;
