import type { PGlite } from "@electric-sql/pglite";
import { lte } from "drizzle-orm";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { DatabaseHandle, Db } from "../db/client";
import { HttpError } from "./http-error";
import { rateLimitBuckets } from "./schema";

export interface Limit {
  max: number;
  windowMs: number;
}

/** The table the migrations create (lib/schema.ts); the library never creates it at run time. */
const TABLE = "rate_limit_buckets";

/** What RateLimiterPostgres sends: `{ text, values }` (and a statement name, which pg uses to prepare it once). */
interface StoreQuery {
  name?: string;
  text: string;
  values?: unknown[];
}
type StoreResult = { rows: Record<string, unknown>[]; rowCount: number };

/** PGlite answers `affectedRows`; the library reads node-postgres' `rowCount` (rows selected or deleted). */
function pgliteStore(pglite: PGlite): { query(query: StoreQuery): Promise<StoreResult> } {
  return {
    async query({ text, values }) {
      const result = await pglite.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
  };
}

/**
 * Fixed-window rate limits with rate-limiter-flexible's PostgreSQL store, so every app node counts the same attempts
 * (an in-process counter would let a client multiply its budget by the number of nodes). One row per key in
 * `rate_limit_buckets` (key, points, expire in epoch ms), counted by one atomic upsert; a window starts at a key's
 * first attempt and ends `windowMs` later by the app node's clock. Expired rows are deleted by the expired-rows sweep
 * job (the library's own clean-up timer is off).
 */
export class RateLimiter {
  private readonly store: pg.Pool | ReturnType<typeof pgliteStore>;
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(private readonly database: Pick<DatabaseHandle, "db" | "pool" | "pglite">) {
    if (database.pool) this.store = database.pool;
    else if (database.pglite) this.store = pgliteStore(database.pglite);
    else throw new Error("RateLimiter needs the database's pg pool or PGlite instance");
  }

  private get db(): Db {
    return this.database.db;
  }

  /** One library limiter per (max, window); all share the table, and keys are stored as given (no prefix). */
  private limiter(max: number, windowMs: number): RateLimiterPostgres {
    const id = `${max}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.store,
        storeType: "pool",
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: "",
        points: max,
        duration: windowMs / 1000,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts one attempt and answers the number of attempts in the current window. */
  async hit(key: string, windowMs: number): Promise<{ hits: number }> {
    const res = await this.limiter(0, windowMs).penalty(key, 1);
    return { hits: res.consumedPoints };
  }

  /** Forgets the key's attempts (a right password). */
  async clear(key: string): Promise<void> {
    await this.limiter(0, 1000).delete(key);
  }

  /** Counts an attempt and throws 429 with Retry-After once the limit is passed. */
  async consume(key: string, limit: Limit, message: string): Promise<void> {
    try {
      await this.limiter(limit.max, limit.windowMs).consume(key, 1);
    } catch (error) {
      // The library rejects with its result when the limit is passed, with an Error when the store failed.
      if (error instanceof RateLimiterRes) throw tooMany(message, error.msBeforeNext);
      throw error;
    }
  }

  /** Deletes the windows that are over (the expired-rows sweep job). */
  async purgeExpired(): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.expire, Date.now()));
  }
}

function tooMany(message: string, msBeforeNext: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, message, undefined, { "retry-after": String(retryAfter) });
}
