/**
 * Runs a query once other requests have had their turn: PGlite runs queries one after another on
 * the event loop without letting anything in between, so each query gets a turn of its own.
 */
export async function inTurn<T>(query: PromiseLike<T>): Promise<T> {
  await new Promise((resolve) => setImmediate(resolve));
  return query;
}
