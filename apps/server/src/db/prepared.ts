import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * A statement of a hot path, compiled to SQL text once (at module load) and run as a named
 * prepared statement on whichever session it is given: the pool, or a transaction's connection.
 * PostgreSQL parses and plans it once per connection, and nothing builds SQL per request: in the
 * checkout, Drizzle's building cost more CPU than PostgreSQL's running of the same statements.
 * Parameters are `sql.placeholder(name)`; rows come back as the driver reads them (column names as
 * written in the SELECT list; integers and booleans typed, numeric and timestamps as text), so
 * every statement casts what it returns.
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const compiled = dialect.sqlToQuery(query);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    // Drizzle's own prepared query of the session (node-postgres names it; PGlite has one connection).
    const prepared = db._.session.prepareQuery(compiled, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
