import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { z } from "zod";
import type { Db, Tx } from "./client";

const tenantIdSchema = z.uuid();

function checkedTenantId(tenantId: string): string {
  if (!tenantIdSchema.safeParse(tenantId).success) throw new Error("A tenant transaction needs a tenant id (uuid)");
  return tenantId;
}

/**
 * `app.tenant_id` for this transaction only, and the role switched to `app_user`: RLS filters every tenant table. The
 * tenant id is a checked UUID, so it is written into the text (a parameterless statement can share a message).
 *
 * No parallel workers for a tenant's statements: a request's query is small, and starting a worker costs more than it
 * saves. The capped count of a common tag's contacts took 30 ms with one worker and 7 ms without (EXPLAIN ANALYZE at
 * 100,000 contacts a tenant, bench/README.md); 20 pooled connections would also start up to 20 workers at once.
 */
const bindingStatement = (tenantId: string) =>
  `select set_config('app.tenant_id', '${checkedTenantId(tenantId)}', true), set_config('role', 'app_user', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/** The transactions withTenant opened, and the tenant each is bound to (the entry goes with the transaction object). */
const boundTenantOf = new WeakMap<object, string>();

/**
 * Binds the current transaction to one tenant: `app.tenant_id` for this transaction only, and the role switched to
 * `app_user`, so row-level security filters every tenant-owned table. Both settings end with the transaction.
 */
export async function bindTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql.raw(bindingStatement(tenantId)));
}

/**
 * Runs `fn` in a transaction bound to one tenant (DESIGN §4). Queries inside still filter `tenant_id` explicitly
 * (what Citus needs to route them); RLS makes a forgotten filter return nothing instead of another tenant's rows.
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  checkedTenantId(tenantId);
  // Already a transaction bound to this tenant (a service function called inside another's transaction, e.g. the
  // inbound mail's): run in it. On PostgreSQL `transaction()` on it would BEGIN and COMMIT the outer one.
  const bound = boundTenantOf.get(db as object);
  if (bound !== undefined) {
    if (bound !== tenantId) throw new Error("A transaction bound to one tenant cannot serve another");
    return fn(db as unknown as Tx);
  }
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const joined = requestScopes.getStore()?.transaction;
    if (joined && !joined.closed && joined.tenantId === tenantId) return fn(joined.tx);
    return withTenantOnPool(client, tenantId, fn);
  }
  return db.transaction(async (tx) => {
    await bindTenant(tx, tenantId);
    boundTenantOf.set(tx, tenantId);
    return fn(tx);
  });
}

/**
 * The same on PostgreSQL in one round trip fewer: BEGIN and the binding go as one simple-protocol message (a
 * parameterless query may hold several statements).
 * Every tenant request pays for this transaction, so its round trips are worth counting.
 */
async function withTenantOnPool<T>(pool: pg.Pool, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A client whose ROLLBACK failed is in no known state: it is released with the error, so the pool discards it.
  let unusable: Error | undefined;
  let tx: Tx | undefined;
  try {
    await client.query(`begin; ${bindingStatement(tenantId)}`);
    // The client's own drizzle instance: its statements all go inside this transaction, and statements prepared on
    // it (db/prepared.ts) are built once per connection.
    tx = drizzleOf(client);
    boundTenantOf.set(tx, tenantId);
    const result = await fn(tx);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch((rollbackError: Error) => {
      unusable = rollbackError;
    });
    throw error;
  } finally {
    if (tx) boundTenantOf.delete(tx);
    client.release(unusable);
  }
}

/** One drizzle instance per pooled connection (it lives as long as the connection does). */
const drizzleOfClient = new WeakMap<pg.PoolClient, Tx>();
function drizzleOf(client: pg.PoolClient): Tx {
  let tx = drizzleOfClient.get(client);
  if (!tx) {
    tx = drizzlePg(client) as unknown as Tx;
    drizzleOfClient.set(client, tx);
  }
  return tx;
}

/**
 * Runs one statement under a savepoint, so a unique violation leaves the tenant transaction usable (and its binding in
 * place). Written out: on PostgreSQL the tenant transaction is a plain client in BEGIN, where `tx.transaction()` would
 * open and commit a transaction of its own.
 */
export async function underSavepoint<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint tenant_write`);
  try {
    const result = await fn();
    await tx.execute(sql`release savepoint tenant_write`);
    return result;
  } catch (error) {
    await tx.execute(sql`rollback to savepoint tenant_write`);
    throw error;
  }
}

/**
 * A hot read's one transaction (http/request-context.ts): opened with the caller's session lookup in the same message
 * as BEGIN and the binding, joined by every withTenant of the request for its tenant, committed before the answer goes
 * out. Each round trip to PostgreSQL costs about a tenth of such a request's time; this saves two of its four.
 */
export interface RequestTransaction {
  tenantId: string;
  client: pg.PoolClient;
  tx: Tx;
  closed: boolean;
  /** Set by lastReads: COMMIT follows the next statements sent, in the same write. */
  commitBehindNext?: boolean;
  /** That COMMIT, once scheduled: its error, if it failed. */
  committed?: Promise<Error | undefined>;
  commitSent?: boolean;
}

/** What a request carries through its async calls: its transaction, once opened. */
export interface RequestScope {
  transaction?: RequestTransaction;
}
const requestScopes = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request (from its onRequest hook on) with a scope of its own. */
export function runInRequestScope(scope: RequestScope, next: () => void): void {
  requestScopes.run(scope, next);
}

/**
 * Opens the scope's transaction bound to `tenantId`, running `firstStatement` (parameterless, its values checked and
 * written into the text) in the same message; answers that statement's rows.
 */
export async function openRequestTransaction<Row>(
  scope: RequestScope,
  pool: pg.Pool,
  tenantId: string,
  firstStatement: string,
): Promise<Row[]> {
  if (scope.transaction) throw new Error("A request opens one transaction");
  const client = await pool.connect();
  let results: pg.QueryResult[];
  try {
    results = (await client.query(
      `begin; ${bindingStatement(tenantId)}; ${firstStatement}`,
    )) as unknown as pg.QueryResult[];
  } catch (error) {
    await client.query("rollback").then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    throw error;
  }
  const tx = drizzleOf(client);
  boundTenantOf.set(tx, tenantId);
  scope.transaction = { tenantId, client, tx, closed: false };
  commitsBehindLastReads(client);
  transactionOfClient.set(client, scope.transaction);
  return (results[results.length - 1]?.rows ?? []) as Row[];
}

/**
 * Runs a request's last reads with COMMIT sent right behind them, in the same write (db/client.ts pipelines a client's
 * statements): the request's transaction ends with its answer, one round trip to PostgreSQL fewer. For reads only: a
 * write here would be committed even if the request then failed. A statement sent after them is refused (it would run
 * outside the transaction, unbound). Outside a request's transaction (PGlite, a plain withTenant) it just runs `reads`.
 */
export function lastReads<T>(reads: () => Promise<T>): Promise<T> {
  const transaction = requestScopes.getStore()?.transaction;
  if (transaction && !transaction.closed) transaction.commitBehindNext = true;
  return reads();
}

const transactionOfClient = new WeakMap<pg.PoolClient, RequestTransaction>();
const pipelinedClients = new WeakSet<pg.PoolClient>();

/**
 * The first statement after lastReads schedules COMMIT for the next tick: every statement the reads send at once
 * (their microtasks run first) goes before it, and the socket, corked until then, sends them all in one write.
 */
function commitsBehindLastReads(client: pg.PoolClient): void {
  if (pipelinedClients.has(client)) return;
  pipelinedClients.add(client);
  // The client's own query (a wrapper of db/client.ts) or, read at each call, its class's.
  const own = Object.hasOwn(client, "query") ? client.query : undefined;
  const query = (...args: unknown[]) =>
    ((own ?? Object.getPrototypeOf(client).query) as (...a: unknown[]) => Promise<unknown>).apply(client, args);
  client.query = ((...args: unknown[]) => {
    const transaction = transactionOfClient.get(client);
    if (transaction?.commitSent) {
      return Promise.reject(new Error("A statement after the request's last reads would run outside its transaction"));
    }
    if (transaction?.commitBehindNext) {
      transaction.commitBehindNext = false;
      transaction.committed = new Promise((resolve) => {
        process.nextTick(() => {
          transaction.commitSent = true;
          query("commit").then(
            () => resolve(undefined),
            (error: Error) => resolve(error),
          );
        });
      });
    }
    return query(...args);
  }) as typeof client.query;
}

/** Ends the scope's transaction (commit, or rollback when the request failed) and gives its connection back. */
export async function closeRequestTransaction(scope: RequestScope, outcome: "commit" | "rollback"): Promise<void> {
  const transaction = scope.transaction;
  if (!transaction || transaction.closed) return;
  transaction.closed = true;
  boundTenantOf.delete(transaction.tx);
  transactionOfClient.delete(transaction.client);
  let unusable: Error | undefined;
  try {
    if (transaction.committed) {
      // After lastReads the COMMIT is already on its way (a read-only transaction: COMMIT and ROLLBACK end it alike).
      const failed = await transaction.committed;
      if (failed) throw failed;
    } else await transaction.client.query(outcome);
  } catch (error) {
    // A connection whose COMMIT or ROLLBACK failed is in no known state: the pool discards it.
    unusable = error as Error;
    throw error;
  } finally {
    transaction.client.release(unusable);
  }
}
