import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  /** The app's connection: on PostgreSQL a role that owns nothing, so RLS applies. */
  db: Db;
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded instance, when PGlite. */
  pglite?: PGlite;
  /** The pg pool, when PostgreSQL. */
  pool?: pg.Pool;
  /** A direct connection string, when PostgreSQL: for a connection of its own outside the pool (LISTEN). */
  url?: string;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir?: string;
  /** An already opened PGlite (tests share one per file). */
  pglite?: PGlite;
  poolSize?: number;
  /**
   * `url` goes through a transaction-pooling PgBouncer: statements are sent unnamed, and `listenUrl` (direct to
   * PostgreSQL) serves what needs a session of its own.
   */
  transactionPooler?: { listenUrl: string };
}

/** The extensions the migrations create; PGlite loads them in the client. */
const PGLITE_EXTENSIONS = { pg_trgm, btree_gin, btree_gist };

export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith("memory://")) mkdirSync(path.resolve(dataDir), { recursive: true });
  return PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      // Statements queued on one client go out without waiting for the answer before them: a request's last read and
      // its COMMIT share one write (db/tenant.ts, lastReads).
      pipeline: true,
    });
    // A pool whose server went away emits 'error' on idle clients; the next query reconnects.
    pool.on("error", () => {});
    // A client checked out of the pool (a transaction between two statements) has no listener of the pool's: when
    // PostgreSQL goes away then (a restart, admin_shutdown, a dropped socket) its 'error' event would be uncaught and
    // end the process. Listen for it on every client, whoever checked it out: the client becomes unqueryable, the next
    // statement rejects (a 503), and on release the pool throws the client away instead of reusing it.
    pool.on("connect", (client) => {
      client.on("error", () => {});
      oneWritePerSubmit(client);
      if (options.transactionPooler) sendUnnamed(client);
    });
    releaseOnConnectionLoss(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: "postgres",
      db,
      pool,
      url: options.transactionPooler?.listenUrl ?? options.url,
      ping: (timeoutMs = 2000) => pingWith(db, timeoutMs),
      close: () => pool.end(),
    };
  }
  const pglite = options.pglite ?? (await openPglite(options.dataDir ?? "memory://"));
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite,
    ping: (timeoutMs = 2000) => pingWith(db, timeoutMs),
    close: async () => {
      if (!options.pglite) await pglite.close();
    },
  };
}

/**
 * A client checked out with `pool.connect()` goes back to the pool (which discards it) as soon as its connection is
 * lost, whether or not its borrower ever releases it. drizzle's `transaction()` releases its client only once BEGIN
 * succeeded: a BEGIN sent on a connection PostgreSQL had just closed (a restart) would otherwise leak the client for
 * good, and after a few restarts the pool would have no client left and `pool.end()` would never return. The
 * borrower's own later release is then a no-op. (`pool.query()` checks out with a callback and releases itself.)
 */
function releaseOnConnectionLoss(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const guarded = (callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release;
      let released = false;
      const done = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("error", lost);
        client.removeListener("end", lost);
        release(error);
      };
      const lost = (error?: Error) => done(error ?? new Error("Connection terminated"));
      client.on("error", lost);
      client.on("end", lost);
      client.release = done;
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
}

/**
 * node-postgres writes each message of a statement (Bind, Describe, Execute, Sync) to the socket on its own: the first
 * goes out in a syscall of its own and the rest in a second; in a CPU profile of a light route those writes were a
 * quarter of the server's time. The socket is corked while the client submits and uncorked on the next tick, so what
 * one request queues at once (its statements, or a last read and its COMMIT) leaves in one write.
 */
function oneWritePerSubmit(client: pg.PoolClient): void {
  const internals = client as unknown as {
    _pulseQueryQueue(): void;
    connection: { stream: { cork(): void; uncork(): void } };
  };
  const pulse = internals._pulseQueryQueue.bind(client);
  internals._pulseQueryQueue = () => {
    const stream = internals.connection.stream;
    stream.cork();
    process.nextTick(() => stream.uncork());
    pulse();
  };
}

/**
 * Behind a transaction pooler a named prepared statement lives on the server connection that parsed it, and the next
 * transaction may run on another (PgBouncer 1.18, Debian's, does not track them; 1.21+ can). Every statement is sent
 * unnamed instead: parsed per use, which the hot paths' per-session preparation (db/prepared.ts) otherwise saves.
 */
function sendUnnamed(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const named = config as { name?: string; submit?: unknown } | null;
    if (named && typeof named === "object" && named.name && typeof named.submit !== "function") {
      const { name: _name, ...unnamed } = named;
      return query(unnamed, ...rest);
    }
    return query(config, ...rest);
  }) as typeof client.query;
}

async function pingWith(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Rows of a raw SQL query: both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
