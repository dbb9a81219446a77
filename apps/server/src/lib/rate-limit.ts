import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/client";
import { HttpError } from "./http-error";

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window rate limits kept in PostgreSQL, so every app node counts the same attempts (an in-process counter
 * would let a client multiply its budget by the number of nodes).
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one attempt and answers the number of attempts in the current window. */
  async hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
    const [row] = await queryRows<{ hits: number; reset_at: string | Date }>(
      this.db,
      sql`insert into rate_limit_buckets (key, hits, reset_at)
          values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
          on conflict (key) do update set
            hits = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.hits + 1 end,
            reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at
                            else rate_limit_buckets.reset_at end
          returning hits, reset_at`,
    );
    return { hits: row!.hits, resetAt: new Date(row!.reset_at) };
  }

  /** Attempts counted in the current window, without counting one. */
  async peek(key: string): Promise<number> {
    const [row] = await queryRows<{ hits: number }>(
      this.db,
      sql`select hits from rate_limit_buckets where key = ${key} and reset_at > now()`,
    );
    return row?.hits ?? 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
  }

  /** Counts an attempt and throws 429 with Retry-After once the limit is passed. */
  async consume(key: string, limit: Limit, message: string): Promise<void> {
    const { hits, resetAt } = await this.hit(key, limit.windowMs);
    if (hits > limit.max) throw tooMany(message, resetAt);
  }

  /** Throws 429 when the key has already used up its limit (for counting only failures). */
  async assertBelow(key: string, limit: Limit, message: string): Promise<void> {
    if ((await this.peek(key)) >= limit.max) throw tooMany(message, new Date(Date.now() + limit.windowMs));
  }

  async purgeExpired(): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_buckets where reset_at <= now()`);
  }
}

function tooMany(message: string, resetAt: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new HttpError(429, message, undefined, { "retry-after": String(retryAfter) });
}
