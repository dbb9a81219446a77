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
      name: string | undefined,
      isResponseInArrayMode: false,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}
const dialect = new PgDialect();

export interface PreparedSqlOptions {
  /**
   * Planned for each run's values, as an unnamed statement (what `pool.query` sends): for a filter whose best plan
   * depends on its values. After five runs PostgreSQL may keep a named statement's generic plan, made without them: for
   * `status = any($2) and priority = any($3)` that plan reads every ticket of the tenant (100,000 rows) where the plan
   * for the values reads the 14,000 of one status, and the filtered queue answered 14 a second instead of 107
   * (bench/README.md). A light statement (a first page by one index) keeps its name: its generic plan is the same
   * plan, and planning it on every run cost the timeline and the queue's first page a quarter of their rate.
   */
  planPerRun?: boolean;
}

/**
 * The same for a statement written with drizzle's `sql` template (`sql.placeholder`s for what changes): turned into
 * text once, run as a named prepared statement (or an unnamed one, `planPerRun`), answering its rows as `db.execute`
 * does (`queryRows`).
 */
export function preparedSql<T>(
  name: string,
  build: () => SQL,
  options: PreparedSqlOptions = {},
): (db: DbOrTx, values: Record<string, unknown>) => Promise<T[]> {
  let query: Query | undefined;
  const statementOf = preparedPerSession((db) => {
    query ??= dialect.sqlToQuery(build());
    const statementName = options.planPerRun ? undefined : name;
    return (db as unknown as SessionOf).session.prepareQuery(query, undefined, statementName, false);
  });
  return async (db, values) => ((await statementOf(db).execute(values)) as { rows: T[] }).rows;
}
