import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
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
 * On PostgreSQL, holds a connection of its own that LISTENs on the channel and calls `onChange` for each
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
  const url = database.url;
  if (!url) return async () => {};
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(), RECONNECT_MS);
    timer.unref();
  };
  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    void c.end().catch(() => {});
    retry();
  };
  const connect = async () => {
    // A connection of its own, not one of the pool's: it is held for the node's life, and a pool's clients are for
    // requests (behind a transaction-mode pooler LISTEN would not work at all).
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    c.on("notification", (message) => {
      if (message.channel === TENANT_CHANGED_CHANNEL) onChange();
    });
    c.on("error", (error) => {
      log.warn({ err: error }, "tenant change listener lost its connection; reconnecting");
      drop(c);
    });
    c.on("end", () => drop(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${TENANT_CHANGED_CHANNEL}`);
      if (closed) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      onChange();
    } catch (error) {
      log.warn({ err: error }, "tenant change listener could not connect; retrying");
      void c.end().catch(() => {});
      retry();
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => {});
  };
}
