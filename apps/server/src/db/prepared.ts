import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/**
 * A hot statement built once per database session instead of on every request: `build` returns a drizzle prepared
 * query (`.prepare(name)` with `sql.placeholder`s). On PostgreSQL a tenant transaction reuses its pooled connection's
 * drizzle instance (db/tenant.ts), so each connection builds the statement once and PostgreSQL parses and plans the
 * named statement once per connection; on PGlite (a new transaction object each time) it is built per use.
 */
export function preparedPerSession<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const built = new WeakMap<object, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

interface SessionOf {
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: string,
      isResponseInArrayMode: false,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}
const dialect = new PgDialect();

/**
 * The same for a statement written with drizzle's `sql` template (`sql.placeholder`s for what changes): turned into
 * text once, run as a named prepared statement, answering its rows as `db.execute` does (`queryRows`).
 */
export function preparedSql<T>(
  name: string,
  build: () => SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<T[]> {
  let query: Query | undefined;
  const statementOf = preparedPerSession((db) => {
    query ??= dialect.sqlToQuery(build());
    return (db as unknown as SessionOf).session.prepareQuery(query, undefined, name, false);
  });
  return async (db, values) => ((await statementOf(db).execute(values)) as { rows: T[] }).rows;
}
