import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { DatabaseHandle, Db } from "../db/client";

/**
 * Every node caches tenant info for TENANT_CACHE_MS (tenancy/plugin.ts). A change of a tenant's name, logo, colours,
 * time zone or locale is announced with PostgreSQL's NOTIFY on this channel after it commits; every node LISTENs and
 * clears its cache, so the change shows at once everywhere. Should a node's listening connection be down, the cache's
 * 2 s lifetime is still the bound. PGlite (one process) has the same LISTEN/NOTIFY in `pglite.listen`.
 */
const TENANT_CHANGED_CHANNEL = "engagesuite_tenant_changed";

/** Tells every node that a tenant's info changed (call after the change committed). */
export async function announceTenantChanged(db: Db, tenantId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${TENANT_CHANGED_CHANNEL}, ${tenantId})`);
}

const RECONNECT_MS = 2_000;

/**
 * On PostgreSQL, holds one connection of the pool that LISTENs on the channel and calls `onChange` for each
 * announcement (and after reconnecting, for what it may have missed). Answers a function that stops listening.
 */
export async function listenForTenantChanges(
  database: DatabaseHandle,
  onChange: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    // A database that is down at start must not stop the server (it answers 503 until the database is back); without
    // the listener the cache's lifetime is the bound, and on PGlite this process is the only node anyway.
    try {
      const unlisten = await database.pglite.listen(TENANT_CHANGED_CHANNEL, () => onChange());
      return () => unlisten().catch(() => {});
    } catch (error) {
      log.warn({ err: error }, "tenant change listener could not start");
      return async () => {};
    }
  }
  const pool = database.pool;
  if (!pool) return async () => {};
  let client: pg.PoolClient | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(), RECONNECT_MS);
    timer.unref();
  };
  const drop = (c: pg.PoolClient) => {
    if (client !== c) return;
    client = null;
    c.release(true);
    retry();
  };
  const connect = async () => {
    let c: pg.PoolClient | undefined;
    try {
      c = await pool.connect();
      const current = c;
      current.on("notification", (message) => {
        if (message.channel === TENANT_CHANGED_CHANNEL) onChange();
      });
      current.on("error", (error) => {
        log.warn({ err: error }, "tenant change listener lost its connection; reconnecting");
        drop(current);
      });
      await current.query(`LISTEN ${TENANT_CHANGED_CHANNEL}`);
      if (closed) {
        current.release(true);
        return;
      }
      client = current;
      onChange();
    } catch (error) {
      log.warn({ err: error }, "tenant change listener could not connect; retrying");
      c?.release(true);
      retry();
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    if (c) {
      await c.query(`UNLISTEN ${TENANT_CHANGED_CHANNEL}`).catch(() => {});
      c.release(true);
    }
  };
}
